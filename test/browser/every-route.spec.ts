import type { Locator, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DATA_DIR, REPO_ROOT } from './env';
import { expect, test } from './fixtures';
import { PHONE, pageOverflow, seriousViolations, withoutTransitions } from './phone-checks';
import { apiGet, signInAsAdmin } from './tree-helpers';

/**
 * Every route of client/src/app/routes.tsx at phone size (390x844): no sideways scrolling of
 * the page (a wide grid scrolls inside itself), a title of its own, and no serious or critical
 * axe-core violation. One page and one sign-in for all, so the check stays cheap.
 */
const DESKTOP = { width: 1440, height: 900 };
const SHOTS = resolve(REPO_ROOT, DATA_DIR, 'screens');

type Entry = { examUuid: string; examStatusEnum: string; aPerson: { personUuid: string } };
type Roster = { locations: { rooms: { slots: { entries: Entry[] }[] }[] }[] };

const today = new Date();
const dayPath = `${today.getFullYear()}/${today.getMonth() + 1}/${today.getDate()}`;
const pad = (n: number) => String(n).padStart(2, '0');
const isoToday = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;

/** The element lies wholly inside the phone's width: reachable without sideways scrolling. */
async function expectInsideWidth(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, 'a box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

async function checkRoute(page: Page, path: string, ready: () => Promise<void>) {
  await test.step(path, async () => {
    await page.goto(`/app${path}`);
    await ready();
    const { scrollWidth, innerWidth } = await pageOverflow(page);
    expect.soft(scrollWidth, `${path}: page wider than the screen`).toBeLessThanOrEqual(innerWidth);
    const title = await page.title();
    expect.soft(title, `${path}: title`).toMatch(/^.+ - Placement Portal$/);
    expect.soft(await seriousViolations(page), `${path}: axe`).toEqual([]);
  });
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first();

test('every route fits a phone, has its own title and no serious accessibility violation', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(420_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize(PHONE);
  await withoutTransitions(page);

  // Signed out.
  for (const path of ['/login', '/forgot', '/forgot-success', '/reset-success', '/reset-failed'])
    await checkRoute(page, path, () => expect(heading(page)).toBeVisible());
  // The unknown reset token is looked up and not found, on purpose.
  consoleErrors.allow({ status: 404, urlPart: '/api/v1/secure/admin/users/token/' });
  // It lands on the failure page: wait for that page, not the form's heading shown while the
  // token is looked up (between the two the title is briefly the bare product name).
  await checkRoute(page, '/reset?token=not-a-token', async () => {
    await expect(page).toHaveURL(/\/reset-failed$/);
    await expect(heading(page)).toHaveText('Reset Request Failed');
  });

  await signInAsAdmin(page, consoleErrors.allow);
  const roster = await apiGet<Roster>(page, `secure/rosters/${dayPath}`);
  const entry = roster.locations
    .flatMap((l) => l.rooms.flatMap((r) => r.slots.flatMap((s) => s.entries)))
    // An exam still to fill (its form has Verify); today's first may be a no-show already.
    .find((e) => e.examStatusEnum === 'PENDING');
  expect(entry, 'the demo has pending exams today').toBeDefined();
  const personUuid = entry!.aPerson.personUuid;
  const classes = await apiGet<{ nhpClassUuid: string; nhpClassStatusEnum: string }[]>(
    page,
    'secure/nhp-classes',
  );
  const placementClass = classes.find((c) => c.nhpClassStatusEnum === 'PLACEMENT');
  expect(placementClass, 'the demo has a class in PLACEMENT').toBeDefined();
  const endpoints = await apiGet<{ workdayApiUuid: string }[]>(page, 'secure/workday/endpoints');

  const shown = () => expect(heading(page)).toBeVisible({ timeout: 15_000 });
  await checkRoute(page, '/', shown);
  await checkRoute(page, '/users', () =>
    expect(page.getByRole('grid')).toBeVisible({ timeout: 15_000 }),
  );
  await checkRoute(page, '/integrations/jcs', shown);
  await checkRoute(page, '/integrations/scheduler', () =>
    expect(page.getByTestId('scheduler-state')).toBeVisible({ timeout: 15_000 }),
  );
  await checkRoute(page, '/maintenance/capabilities', shown);
  await checkRoute(page, '/match-stats', shown);
  await checkRoute(page, '/integrations/workday', shown);
  if (endpoints[0])
    await checkRoute(page, `/integrations/workday/${endpoints[0].workdayApiUuid}`, shown);
  await checkRoute(page, `/reasons/${personUuid}`, shown);
  await checkRoute(page, `/realtime/${dayPath}`, () =>
    expect(page.getByRole('grid')).toBeVisible(),
  );
  await checkRoute(page, '/historical-nhp-list', shown);

  // The screens used on the floor, each with its main content and first action in reach.
  await checkRoute(page, `/rosters/${dayPath}`, async () => {
    await expect(heading(page)).toHaveText('Rosters');
    await expectInsideWidth(page.getByRole('button', { name: 'Sync with HR' }));
  });
  expect(await page.title()).toBe(`Rosters ${isoToday} - Placement Portal`);
  await page.screenshot({ path: `${SHOTS}/phone-rosters.png`, fullPage: true });

  await checkRoute(page, `/rosters/${dayPath}/${entry!.examUuid}`, async () => {
    await expect(heading(page)).toBeVisible();
    const field = page.getByRole('textbox').first();
    await expectInsideWidth(field);
    // Touch: the inputs take the width of the screen, less the page's margins.
    expect((await field.boundingBox())!.width).toBeGreaterThan(PHONE.width / 2);
    await expectInsideWidth(page.getByRole('button', { name: /^Verify/ }));
  });
  await page.screenshot({ path: `${SHOTS}/phone-exam.png`, fullPage: true });

  await checkRoute(page, `/person/${personUuid}`, async () => {
    await expect(heading(page)).toBeVisible();
    await expectInsideWidth(page.getByRole('region', { name: 'Job applications' }));
  });
  await page.screenshot({ path: `${SHOTS}/phone-person.png`, fullPage: true });

  await checkRoute(page, '/tree', async () => {
    await expect(heading(page)).toBeVisible();
    await expectInsideWidth(page.getByRole('navigation', { name: 'Ancestors' }));
  });
  const firstNode = page.locator('main a[href^="/app/tree/"]').first();
  const nodePath = (await firstNode.getAttribute('href'))!.replace(/^\/app/, '');
  await checkRoute(page, nodePath, async () => {
    await expect(heading(page)).toBeVisible();
    await expectInsideWidth(heading(page));
  });
  await page.screenshot({ path: `${SHOTS}/phone-tree.png`, fullPage: true });

  await checkRoute(page, '/nhp-list', async () => {
    await expect(heading(page)).toBeVisible();
    await expectInsideWidth(page.getByRole('button', { name: 'Create class' }));
  });
  await checkRoute(page, `/nhp-class/${placementClass!.nhpClassUuid}`, async () => {
    // Below 800 px the slots are cards, one per slot (issue 32, item 6).
    await expect(page.getByRole('button', { name: 'Confirm' }).first()).toBeVisible();
    await expectInsideWidth(page.getByTestId('class-status'));
    await expectInsideWidth(page.getByRole('button', { name: 'Auto-Place', exact: true }));
  });
  await page.screenshot({ path: `${SHOTS}/phone-class.png`, fullPage: true });

  await checkRoute(page, '/nhp-pool', async () => {
    await expect(page.getByRole('grid')).toBeVisible();
    await expectInsideWidth(page.getByRole('grid'));
  });
  await page.screenshot({ path: `${SHOTS}/phone-pool.png` });

  // The menu opens on demand and closes on a choice.
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('link', { name: 'Rosters' }).click();
  await expect(page.getByRole('link', { name: 'Rosters' })).toBeHidden();
  await expect(heading(page)).toHaveText('Rosters');

  // The same screens at desktop size, for the eye.
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SHOTS}/desktop-rosters.png` });
  await page.goto(`/app/rosters/${dayPath}/${entry!.examUuid}`);
  await expect(page.getByRole('button', { name: /^Verify/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/desktop-exam.png`, fullPage: true });
  await page.goto(`/app/nhp-class/${placementClass!.nhpClassUuid}`);
  await expect(page.getByRole('table', { name: 'Placements' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/desktop-class.png`, fullPage: true });
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PHONE, a11yFindings, loaded, withoutTransitions } from './phone-checks';
import { apiGet, signInAsAdmin } from './tree-helpers';

/**
 * Issue 32, item 9: the signed-in routes at desktop width (1440x900, the menu beside the page)
 * and on a phone with the menu drawer open, checked by axe (serious and critical findings,
 * heading order, empty table headers, one h1); a skip link first in the tab order; and focus
 * on the new page's heading after each change of page.
 */
const DESKTOP = { width: 1440, height: 900 };
const today = new Date();
const dayPath = `${today.getFullYear()}/${today.getMonth() + 1}/${today.getDate()}`;

type Entry = { examUuid: string; examStatusEnum: string; aPerson: { personUuid: string } };
type Roster = { locations: { rooms: { slots: { entries: Entry[] }[] }[] }[] };

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first();

/** The routes of client/src/app/routes.tsx that a signed-in admin opens, with real ids. */
async function signedInRoutes(page: Page): Promise<string[]> {
  const roster = await apiGet<Roster>(page, `secure/rosters/${dayPath}`);
  const entry = roster.locations
    .flatMap((l) => l.rooms.flatMap((r) => r.slots.flatMap((s) => s.entries)))
    .find((e) => e.examStatusEnum === 'PENDING')!;
  const classes = await apiGet<{ nhpClassUuid: string; nhpClassStatusEnum: string }[]>(
    page,
    'secure/nhp-classes',
  );
  const placing = classes.find((c) => c.nhpClassStatusEnum === 'PLACEMENT')!;
  const sites = await apiGet<{ nodeUuid: string }[]>(page, 'secure/me/clients');
  return [
    '/',
    '/users',
    '/integrations/jcs',
    '/integrations/scheduler',
    '/maintenance/capabilities',
    '/match-stats',
    '/integrations/workday',
    `/reasons/${entry.aPerson.personUuid}`,
    `/realtime/${dayPath}`,
    '/historical-nhp-list',
    `/rosters/${dayPath}`,
    `/rosters/${dayPath}/${entry.examUuid}`,
    `/person/${entry.aPerson.personUuid}`,
    '/tree',
    `/tree/${sites[0].nodeUuid}`,
    '/nhp-list',
    `/nhp-class/${placing.nhpClassUuid}`,
    '/nhp-pool',
  ];
}

async function check(page: Page, path: string, openMenu: () => Promise<void>) {
  await test.step(path, async () => {
    await page.goto(`/app${path}`);
    await expect(heading(page)).toBeVisible({ timeout: 15_000 });
    // Data still arriving is not the page: wait for the progress indicators to go.
    await loaded(page, path);
    await openMenu();
    expect.soft(await a11yFindings(page), `${path}: axe`).toEqual([]);
  });
}

test.describe('accessibility of every signed-in route', () => {
  test.beforeEach(async ({ page, consoleErrors }) => {
    await withoutTransitions(page);
    await signInAsAdmin(page, consoleErrors.allow);
  });

  test('at 1440 px, with the menu beside the page', async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(DESKTOP);
    for (const path of await signedInRoutes(page))
      await check(page, path, () =>
        expect(page.getByRole('navigation', { name: 'Applications' })).toBeVisible(),
      );
  });

  test('at 390 px, with the menu drawer open', async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(PHONE);
    for (const path of await signedInRoutes(page))
      await check(page, path, async () => {
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await expect(page.getByRole('navigation', { name: 'Applications' })).toBeVisible();
      });
  });

  test('the signed-out pages at 1440 and 390 px', async ({ page }) => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      for (const path of [
        '/login',
        '/forgot',
        '/forgot-success',
        '/reset-success',
        '/reset-failed',
      ])
        await check(page, path, async () => {});
    }
  });

  test('the top bar stays above the menu column once the page scrolls', async ({ page }) => {
    // Desktop width, a short window: any page scrolls, whatever the day's data.
    await page.setViewportSize({ width: DESKTOP.width, height: 400 });
    await page.goto(`/app/rosters/${dayPath}`);
    await expect(heading(page)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    for (const name of ['Collapse navigation', 'Placement Portal']) {
      const box = (await page
        .getByRole(name === 'Placement Portal' ? 'link' : 'button', { name })
        .first()
        .boundingBox())!;
      const hit = await page.evaluate(
        ([x, y]) =>
          document.elementFromPoint(x, y)?.closest('a, button')?.getAttribute('aria-label'),
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(hit, `${name} is on top`).toBe(name);
    }
  });

  test('a skip link comes first and leads past the header and the menu', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/app/users');
    await expect(heading(page)).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    // The next stop is in the page, not in the header or the menu.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#main-content'))).toBe(
      true,
    );
  });

  test("after a change of page, focus is on the new page's heading", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/app/users');
    await expect(heading(page)).toBeVisible();
    await page.getByRole('link', { name: 'Rosters' }).click();
    await expect(heading(page)).toHaveText('Rosters');
    await expect(heading(page)).toBeFocused();
    await page.getByRole('link', { name: 'Users' }).click();
    await expect(heading(page)).toBeFocused();
  });
});

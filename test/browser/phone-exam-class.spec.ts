import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DATA_DIR, REPO_ROOT } from './env';
import { expect, test } from './fixtures';
import { apiGet, signInAsAdmin } from './tree-helpers';

/**
 * Issue 21 on an examiner's and a supervisor's devices: the exam form at 1440 px (labels and
 * units in full, no group label repeating its section) and by touch at 390x844, the class list
 * and page at 390x844, and the real-time roster's badges and sidebar from the grade caches.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const SHOTS = resolve(REPO_ROOT, DATA_DIR, 'screens');

test.use({ hasTouch: true });

type Entry = {
  examUuid: string;
  examStatusEnum: string;
  aExam: { examTypeKind: string };
};
type Roster = { locations: { rooms: { slots: { entries: Entry[] }[] }[] }[] };

const today = new Date();
const dayPath = `${today.getFullYear()}/${today.getMonth() + 1}/${today.getDate()}`;

const entries = async (page: Page) =>
  (await apiGet<Roster>(page, `secure/rosters/${dayPath}`)).locations.flatMap((l) =>
    l.rooms.flatMap((r) => r.slots.flatMap((s) => s.entries)),
  );

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

/**
 * The page fits the screen once its layout has followed a resize: media queries re-render the
 * page a moment after setViewportSize, so this waits for that (5 s at most) rather than reading
 * the wide layout's width once.
 */
const expectNoOverflow = (page: Page) =>
  expect.poll(() => pageOverflow(page), { timeout: 5_000 }).toBeLessThanOrEqual(0);

/** Labels of the form whose text does not fit their box (cut or hidden). */
const cutLabels = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main section label')]
      .filter((l) => l.scrollWidth > l.clientWidth + 1 || l.scrollHeight > l.clientHeight + 1)
      .map((l) => l.textContent),
  );

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('the exam form shows labels and units in full at 1440 px and works by touch at 390 px', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page, consoleErrors.allow);
  const exam = (await entries(page)).find(
    (e) => e.examStatusEnum === 'PENDING' && e.aExam.examTypeKind === 'PPT',
  );
  expect(exam, 'a pending PPT exam today').toBeDefined();

  await page.setViewportSize(DESKTOP);
  await page.goto(`/app/rosters/${dayPath}/${exam!.examUuid}`);
  const strength = page.getByRole('region', { name: 'Strength' });
  const lift = strength.getByRole('textbox', { name: /Lift floor to waist/ });
  await expect(lift).toBeVisible({ timeout: 20_000 });
  // The unit is part of the label, shown whole; the section's title is its heading only.
  await expect(strength.locator('label', { hasText: 'Lift floor to waist' })).toHaveText(
    /\(kg\) \*$/,
  );
  expect(await cutLabels(page)).toEqual([]);
  await expect(strength.getByText('Strength', { exact: true })).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/exam-1440.png`, fullPage: true });

  await page.setViewportSize(PHONE);
  await expect(lift).toBeVisible();
  await expectNoOverflow(page);
  expect(await cutLabels(page)).toEqual([]);
  // Touched and left empty, a required field says so before Verify.
  await lift.tap();
  await strength.getByRole('textbox', { name: /Lift waist to shoulder/ }).tap();
  await expect(strength.getByText('Required')).toHaveCount(1);
  await expect(lift).toHaveAttribute('aria-invalid', 'true');
  await lift.fill('20');
  await lift.press('Enter');
  await expect(lift).toHaveValue('20.0');
  await expect(page.getByText('In Progress', { exact: true })).toBeVisible();
  // Filled, the lift is no longer in error; the field left empty on the way still is.
  await expect(lift).toHaveAttribute('aria-invalid', 'false');
  await expect(strength.getByText('Required')).toHaveCount(1);
  const hand = page.getByRole('combobox', { name: /Dominant hand/ });
  await hand.scrollIntoViewIfNeeded();
  await hand.tap();
  await page.getByRole('option', { name: 'Right' }).tap();
  await expect(hand).toHaveText('Right');
  await page.screenshot({ path: `${SHOTS}/exam-390.png`, fullPage: true });
});

test('the class list has a row-count status bar and the class page fits a phone', async ({
  page,
  consoleErrors,
}) => {
  await signInAsAdmin(page, consoleErrors.allow);
  await page.setViewportSize(PHONE);
  await page.goto('/app/nhp-list');
  await expect(page.getByTestId('grid-status')).toHaveText(
    /^Total rows: \d+ · Filtered rows: \d+$/,
  );
  await page.screenshot({ path: `${SHOTS}/nhp-list-390.png`, fullPage: true });
  await page
    .getByRole('link', { name: /^\S+ Day Pool New Hire Class$/ })
    .first()
    .tap();
  await expect(page.getByTestId('class-status')).toHaveText('Placement In Progress');
  await expect(page.getByText('OK').first()).toBeVisible({ timeout: 15_000 });
  await expectNoOverflow(page);
  await page.screenshot({ path: `${SHOTS}/nhp-class-390.png`, fullPage: true });
});

test('the real-time roster shows passed and failed from the grade caches, and its sidebar', async ({
  page,
  consoleErrors,
}) => {
  await signInAsAdmin(page, consoleErrors.allow);
  await page.setViewportSize(DESKTOP);
  await page.goto(`/app/realtime/${dayPath}`);
  // The demo seed's recompute graded everyone measured: finished PPTs show what they came to.
  await expect(page.locator('[role="row"] [data-status="passed"]').first()).toBeVisible({
    timeout: 15_000,
  });
  const sidebar = page.getByRole('complementary', { name: 'Day summary' });
  await expect(sidebar.getByLabel(/^Passed: [1-9]\d*$/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/realtime-1440.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await expect(sidebar).toBeVisible();
  await expectNoOverflow(page);
  await page.screenshot({ path: `${SHOTS}/realtime-390.png`, fullPage: true });
});

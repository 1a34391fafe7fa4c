import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PHONE, pageOverflow } from './phone-checks';
import { signInAsDemoUser } from './staff-sign-in';

const STAFFING_PASSWORD = 'Staffing-Words-2026!';
const DESKTOP = { width: 1440, height: 900 };
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** Signs the demo staffing user in (password set through the reset mail, as an admin would). */
const signInAsStaffing = (page: Page, allow: Parameters<typeof signInAsDemoUser>[1]) =>
  signInAsDemoUser(page, allow, 'staffing', STAFFING_PASSWORD);

/**
 * As staffing, on the demo's PLACEMENT class: rejects a matching person to free a slot at an
 * analysed job, then places by hand a pool member the search marks NG (or, not `misfitOnly`,
 * the first one found). Returns the slot's row and the person's name.
 */
async function placeAMisfit(page: Page, misfitOnly = true) {
  await page.goto('/app/nhp-list');
  await page
    .getByRole('link', { name: /Day Pool New Hire Class$/ })
    .first()
    .click();
  await expect(page.getByTestId('class-status')).toHaveText('Placement In Progress');
  const matching = page
    .locator('[data-testid^="slot-"]')
    .filter({ hasText: 'OK' })
    .filter({ has: page.getByText('Placed', { exact: true }) })
    .first();
  await expect(matching).toBeVisible({ timeout: 20_000 });
  const slotId = (await matching.getAttribute('data-testid'))!;
  const row = page.getByTestId(slotId);
  await row.getByRole('button', { name: /^More actions for / }).click();
  await page.getByRole('menuitem', { name: 'Reject' }).click();
  await row.getByRole('button', { name: 'Manual Placement' }).click();

  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Search pool members/ }).fill('a');
  const found = dialog.getByRole('list', { name: 'Pool members found' });
  // The search marks each member's fit for this job; a not-fit one says why in words.
  const members = found.getByRole('button');
  const misfit = misfitOnly
    ? members.filter({ has: page.getByText('NG', { exact: true }) }).first()
    : members.first();
  await expect(misfit).toBeVisible({ timeout: 20_000 });
  if (misfitOnly) await expect(misfit).toContainText('does not match the job: misses ');
  const name = (await misfit.getByTestId('member-name').textContent())!.trim();
  await misfit.click();
  await expect(row).toContainText(name);
  return { row, name };
}

test('staffing sees why a placed person does not fit, in words and without a value, and the fit in the search', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signInAsStaffing(page, consoleErrors.allow);
  const { row } = await placeAMisfit(page);

  await expect(row.getByText('NG', { exact: true })).toBeVisible({ timeout: 20_000 });
  const why = row.getByText(/^does not match the job: misses /);
  await expect(why).toBeVisible();
  expect(await why.textContent()).not.toMatch(/\d/);
  // Staffing holds no reasons right: no values and no link to the reasons report.
  await expect(row.getByRole('list', { name: 'Missed demands with values' })).toHaveCount(0);
  await expect(row.getByRole('link', { name: 'Reasons report' })).toHaveCount(0);
  await row.getByText('NG', { exact: true }).hover();
  await expect(page.getByRole('tooltip')).toContainText('does not match the job: misses ');
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/placement-fit-1440.png' });

  await page.setViewportSize(PHONE);
  // Below 800 px the rows become cards: the row is drawn anew while the layout switches.
  await expect(async () => row.scrollIntoViewIfNeeded({ timeout: 2000 })).toPass();
  await expect(why).toBeVisible();
  const { scrollWidth, innerWidth } = await pageOverflow(page);
  expect.soft(scrollWidth, 'page wider than the screen').toBeLessThanOrEqual(innerWidth);
  await page.screenshot({ path: 'test-results/placement-fit-390.png' });
});

test('the class history says who was placed and removed, by name and ID, at which job and shift, raw one click away', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signInAsStaffing(page, consoleErrors.allow);
  const { name } = await placeAMisfit(page, false);

  await page.getByRole('button', { name: 'History' }).click();
  const table = page.getByRole('table', { name: 'History' });
  const placed = table.getByRole('row').filter({ hasText: `Placed ${name} (` });
  await expect(placed.first()).toBeVisible({ timeout: 20_000 });
  await expect(placed.first()).toContainText(/, (first|second) shift \(Riverside.* › .+\)/);
  await expect(
    table.getByText(/^Rejected and removed .+ \(.+\) from .+ shift \(.+\)$/).first(),
  ).toBeVisible();
  await expect(placed.first()).toContainText(`Candidate: nobody → ${name} (`);
  const words = (await table.textContent()) ?? '';
  expect(words).not.toMatch(UUID);
  expect(words).not.toMatch(/personUuid|placementStatusEnum/);
  await table.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/history-words-1440.png', fullPage: true });

  // The stored entry stays one click away.
  await placed.first().getByRole('button', { name: 'Show raw' }).click();
  await expect(placed.first().getByLabel('Raw entry')).toContainText('"personUuid"');

  await page.setViewportSize(PHONE);
  await table.scrollIntoViewIfNeeded();
  const { scrollWidth, innerWidth } = await pageOverflow(page);
  expect.soft(scrollWidth, 'page wider than the screen').toBeLessThanOrEqual(innerWidth);
  await table.screenshot({ path: 'test-results/history-words-390.png' });
});

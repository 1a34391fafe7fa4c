import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiGet, signInAsAdmin } from './tree-helpers';

/** The grid row of a region or capability, found by the text of one of its cells. */
const rowWith = (page: Page, text: string) =>
  page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: text, exact: true }) });

const cell = (row: Locator, field: string) => row.locator(`[data-field="${field}"]`);

test('an admin watches the cache regions count reads, hides a column and empties a region', async ({
  page,
  consoleErrors,
}) => {
  await signInAsAdmin(page, consoleErrors.allow);
  await page.getByRole('link', { name: 'Cache Regions' }).click();
  await expect(page).toHaveURL(/\/app\/integrations\/jcs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cache regions' })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'tree-clients', exact: true })).toBeVisible();
  const capabilities = rowWith(page, 'capabilities');
  await expect(cell(capabilities, 'cacheStatus')).toHaveText('ALIVE');

  // Reads of the catalogue elsewhere show up within a second or two, without a reload.
  const hits = async () => Number(await cell(capabilities, 'hitCountRam').textContent());
  const before = await hits();
  for (let i = 0; i < 3; i++) await apiGet(page, 'private/capabilities');
  await expect.poll(hits, { timeout: 5000 }).toBeGreaterThanOrEqual(before + 2);
  await expect(cell(capabilities, 'cacheSize')).toHaveText('1');
  await expect(cell(capabilities, 'byteCount')).toHaveText(/^\d+(\.\d)? KB$/);

  // The column layout is a preference of the person: it survives a reload.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Aux hits' }).uncheck();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'Aux hits' })).toBeHidden();
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'RAM hits' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Aux hits' })).toBeHidden();

  await capabilities.getByRole('button', { name: 'Remove capabilities' }).click();
  await expect(page.getByText('Region capabilities was emptied.')).toBeVisible();
  await expect(cell(capabilities, 'cacheSize')).toHaveText('0');
  await expect(cell(capabilities, 'byteCount')).toHaveText('0 B');

  await page.getByRole('button', { name: 'Dispose all' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dispose of every cache region?' });
  await dialog.getByRole('button', { name: 'Dispose all' }).click();
  await expect(page.getByText('Every cache region was emptied.')).toBeVisible();
  await expect(cell(rowWith(page, 'tree-clients'), 'cacheSize')).toHaveText('0');
});

test('an admin marks a capability as a summary one, and it stays so after a reload', async ({
  page,
  consoleErrors,
}) => {
  await signInAsAdmin(page, consoleErrors.allow);
  await page.getByRole('link', { name: 'Capability Maintenance' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Capability maintenance' }),
  ).toBeVisible();

  const summaryOfPinch = async () => {
    await page.getByRole('searchbox').fill('pinch');
    await expect(page.getByTestId('grid-status')).toContainText('Filtered rows: 1');
    return page.getByRole('switch', { name: 'Summary: PINCH' });
  };
  const toggle = async (to: boolean) => {
    const saved = page.waitForResponse(
      (r) => r.url().includes(`/isSummary/${to}`) && r.request().method() === 'POST',
    );
    await (await summaryOfPinch()).click();
    expect((await saved).status()).toBe(200);
  };

  await expect(await summaryOfPinch()).not.toBeChecked();
  await toggle(true);
  await expect(await summaryOfPinch()).toBeChecked();
  await page.reload();
  await expect(await summaryOfPinch()).toBeChecked();

  await toggle(false);
  await page.reload();
  await expect(await summaryOfPinch()).not.toBeChecked();
});

import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiGet, openFirstChild, preferenceSaved, signInAsAdmin } from './tree-helpers';

const TENANT = '00000000-0000-0000-0000-000000000000';

const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });

/** Types a value into a PDA field, leaves it and waits until the save succeeded. */
async function saveField(page: Page, label: string, value: string) {
  const input = field(page, label);
  await input.fill(value);
  await expect(input).toHaveAttribute('data-state', 'dirty');
  await input.press('Tab');
  await expect(input).toHaveAttribute('data-state', 'success');
  await expect(input).toHaveValue(value);
}

test('the organisation tree: navigate, create, edit a PDA, upload, download and report', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(300_000);
  await signInAsAdmin(page, consoleErrors.allow);
  await expect(page.getByTestId('user-full-name')).toHaveText('Avery Admin');

  // From home to the tenant, then down the tree by clicking.
  await page.goto('/app/tree');
  await expect(page.getByTestId('node-level')).toHaveText('tenant');
  const client = await openFirstChild(page, 'NAMC');
  await openFirstChild(page, 'Production Shop');
  await openFirstChild(page, 'Production Section');
  await openFirstChild(page, 'Production Group');
  const team = await openFirstChild(page, 'Production Team');
  await openFirstChild(page, 'Production Process');
  await expect(page.getByRole('navigation', { name: 'Ancestors' })).toContainText(client);
  await page
    .getByRole('navigation', { name: 'Ancestors' })
    .getByRole('link', { name: team })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(team);
  const teamUrl = page.url();

  // Create a child process under the team.
  const processName = `E2E Process ${Date.now() % 100000}`;
  await page.getByRole('button', { name: 'Org Chart Actions' }).click();
  await page.getByRole('menuitem', { name: 'Create Child' }).click();
  const childDialog = page.getByRole('dialog');
  await childDialog.getByRole('combobox', { name: 'Level' }).click();
  await page.getByRole('option', { name: 'Production Process' }).click();
  await childDialog.getByRole('textbox', { name: 'Name' }).fill(`  ${processName} `);
  await childDialog.getByRole('button', { name: 'Create' }).click();
  await expect(childDialog).toBeHidden();
  await page.getByRole('link', { name: processName }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(processName);

  // Create a PDA with a variation: it opens in the panel.
  await page.getByRole('button', { name: 'Org Chart Actions' }).click();
  await page.getByRole('menuitem', { name: 'Create PDA' }).click();
  const pdaDialog = page.getByRole('dialog');
  await pdaDialog.getByRole('combobox', { name: 'PDA type' }).click();
  await page.getByRole('option', { name: 'Production process PDA' }).click();
  await pdaDialog.getByRole('textbox', { name: 'Name' }).fill('E2E PDA');
  await expect(pdaDialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await pdaDialog.getByRole('combobox', { name: 'Variations' }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await pdaDialog.getByRole('button', { name: 'Create' }).click();
  await expect(pdaDialog).toBeHidden();
  const pdaLink = page.getByRole('link', { name: 'E2E PDA' });
  await expect(pdaLink).toHaveAttribute('data-status', 'INPROGRESS');
  const panel = page.getByRole('region', { name: 'PDA E2E PDA' });
  await expect(panel).toBeVisible();
  const pdaUuid = new URL(page.url()).hash.slice(1);
  expect(pdaUuid).toHaveLength(36);

  // No takt time yet: the status is locked.
  const status = panel.getByRole('combobox', { name: 'Status' });
  await expect(status).toHaveAttribute('aria-disabled', 'true');

  // Edit fields of several formats; an invalid one turns red, is not saved, Escape reverts it.
  await panel.getByRole('switch', { name: 'Edit mode' }).check();
  await expect(panel.getByRole('switch', { name: 'Show all rows' })).toBeChecked();
  await panel.getByRole('tab', { name: 'Fields' }).click();
  await saveField(page, 'Heaviest part', '25 lbs');
  await saveField(page, 'Work surface height', '40"');
  await saveField(page, 'Kneeling', 'Occasionally');
  await saveField(page, 'Gloves required', 'Y');
  const cycles = field(page, 'Cycles per shift');
  await cycles.fill('many');
  await cycles.press('Tab');
  await expect(cycles).toHaveAttribute('data-state', 'error');
  await expect(cycles).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByRole('alert')).toContainText('Expected digits only');
  await cycles.press('Escape');
  await expect(cycles).toHaveValue('');

  // Demands: chosen by their words, or typed within the capability's bounds as exact values.
  await panel.getByRole('tab', { name: 'Summary' }).click();
  const demands = panel.getByRole('group', { name: 'Demands' });
  const lift = demands.getByRole('combobox', { name: 'Lift floor to waist' });
  await lift.click();
  await page.getByRole('option', { name: 'Heavy', exact: true }).click();
  // A choice is a draft until saved (issue 32).
  await panel.getByRole('button', { name: 'Save Lift floor to waist' }).click();
  await expect(demands.locator('[data-capability="LIFT_FLOOR_WAIST"]')).toHaveAttribute(
    'data-state',
    'success',
  );
  await expect(lift).toHaveText('Heavy');
  // A range without words is typed in both modes.
  await expect(demands.getByRole('textbox', { name: 'Highest reach' })).toBeVisible();
  await expect(panel).not.toContainText('RangeEditorSelect');
  await panel.getByRole('switch', { name: 'Exact values' }).check();
  const reach = demands.getByRole('textbox', { name: 'Highest reach' });
  await reach.fill('99');
  await reach.press('Tab');
  await expect(reach).toHaveAttribute('data-state', 'error');
  await expect(panel.getByRole('alert')).toContainText('must be between 20 and 84 inches');
  await reach.press('Escape');
  await expect(reach).toHaveValue('');
  await reach.fill('60');
  await reach.press('Tab');
  await expect(reach).toHaveAttribute('data-state', 'success');
  // 'Heavy' stored its value, 30 kg: 66 lbs with the lbs toggle.
  const exactLift = demands.getByRole('textbox', { name: 'Lift floor to waist' });
  await expect(exactLift).toHaveValue('30');
  // lbs is the person's preference: each change is saved before the next one.
  let lbsSaved = preferenceSaved(page, 'pda.lbs');
  await panel.getByRole('switch', { name: 'lbs' }).check();
  await expect(exactLift).toHaveValue('66');
  await lbsSaved;
  lbsSaved = preferenceSaved(page, 'pda.lbs');
  await panel.getByRole('switch', { name: 'lbs' }).uncheck();
  await lbsSaved;
  await panel.getByRole('switch', { name: 'Exact values' }).uncheck();

  // Rows: add an element and edit it cell by cell; rep inputs wait for a takt time; delete.
  await panel.getByRole('tab', { name: 'Elements' }).click();
  await panel.getByRole('button', { name: 'Add element' }).click();
  const element = panel.getByRole('row', { name: 'New element' });
  const duration = element.getByRole('textbox', { name: 'Duration (s)' });
  await duration.fill('12.5');
  await duration.press('Tab');
  await expect(duration).toHaveAttribute('data-state', 'success');
  const percent = element.getByRole('textbox', { name: '% of process' });
  await percent.fill('150');
  await percent.press('Tab');
  await expect(percent).toHaveAttribute('data-state', 'error');
  await expect(panel.getByRole('alert')).toContainText('must be between 0 and 100 percent');
  await percent.press('Escape');
  await panel.getByRole('tab', { name: 'Tools' }).click();
  await panel.getByRole('button', { name: 'Add tool' }).click();
  const trigger = panel.getByRole('row', { name: 'New tool' }).getByRole('textbox', {
    name: 'Trigger',
  });
  await expect(trigger).toBeDisabled();
  await expect(trigger).toHaveAttribute('placeholder', '(no takt time)');
  await panel.getByRole('tab', { name: 'Elements' }).click();
  await panel.getByRole('button', { name: 'Delete element New element' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(panel.getByRole('row', { name: 'New element' })).toHaveCount(0);
  await panel.getByRole('tab', { name: 'Fields' }).click();

  // The takt time unlocks the status; complete the PDA.
  await saveField(page, 'Takt time (seconds)', '60');
  await expect(status).not.toHaveAttribute('aria-disabled', 'true');
  await status.click();
  await page.getByRole('option', { name: 'Completed' }).click();
  await expect(status).toHaveText('Completed');
  await expect(page.getByTestId('pda-completed')).toBeVisible();

  // The PDA PDF: a clock while it is made (held back a moment here, to be seen), then a file.
  await page.route(`**/api/v1/secure/pda/${pdaUuid}/pdf?jwt=*`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  const pdfDownload = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'PDA PDF' }).click();
  await expect(panel.getByTestId('pdf-generating')).toBeVisible();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe('E2E PDA.pdf');
  expect(
    readFileSync((await pdf.path()) ?? '')
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expect(panel.getByTestId('pdf-generating')).toHaveCount(0);

  // Upload two files, one empty: the empty one is red.
  const files = page.getByRole('region', { name: 'Files' }).first();
  await files.getByLabel('Upload files').setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('takt 60 s') },
    { name: 'empty.txt', mimeType: 'text/plain', buffer: Buffer.alloc(0) },
  ]);
  await expect(files.getByRole('link', { name: 'notes.txt' })).toBeVisible();
  await expect(files.getByRole('link', { name: 'empty.txt' })).toHaveAttribute(
    'data-zero-bytes',
    'true',
  );
  const colorOf = (name: string) =>
    files.getByRole('link', { name }).evaluate((link) => getComputedStyle(link).color);
  const [red, green, blue] = (await colorOf('empty.txt')).match(/\d+/g)!.map(Number);
  expect(red).toBeGreaterThan(green + blue);
  expect(await colorOf('notes.txt')).not.toBe(await colorOf('empty.txt'));

  // kg versus lbs on a seeded PDA with objects: the weights change by the factor 2.2.
  const sums = await apiGet<{ sourcePDA: { pdaUuid: string; nodeUuid: string } }[]>(
    page,
    `secure/pdasum/byNode/${TENANT}`,
  );
  const source = sums[0].sourcePDA;
  await page.goto(`/app/tree/${source.nodeUuid}#${source.pdaUuid}`);
  const seeded = page.getByRole('region', { name: /^PDA / });
  await seeded.getByRole('tab', { name: 'Objects' }).click();
  const weight = seeded.getByTestId('object-weight').first();
  const kg = Number((await weight.textContent())?.replace(' kg', ''));
  expect(kg).toBeGreaterThan(0);
  const lbsText = `${Math.round(kg * 2.2 * 10) / 10} lbs`;
  lbsSaved = preferenceSaved(page, 'pda.lbs');
  await seeded.getByRole('switch', { name: 'lbs' }).check();
  await expect(weight).toHaveText(lbsText);
  await lbsSaved;

  // The lbs choice survives a reload; switched off again, the weights are back in kg.
  await page.reload();
  await seeded.getByRole('tab', { name: 'Objects' }).click();
  await expect(seeded.getByRole('switch', { name: 'lbs' })).toBeChecked();
  await expect(weight).toHaveText(lbsText);
  lbsSaved = preferenceSaved(page, 'pda.lbs');
  await seeded.getByRole('switch', { name: 'lbs' }).uncheck();
  await expect(weight).toHaveText(`${kg} kg`);
  await lbsSaved;

  // A bulk report of the team's processes runs to completion and downloads.
  await page.goto(teamUrl);
  await page.getByRole('button', { name: 'Org Chart Actions' }).click();
  await page.getByRole('menuitem', { name: 'Bulk PDA Report' }).click();
  const bulk = page.getByRole('dialog', { name: 'Bulk PDA Report' });
  await bulk.getByRole('combobox', { name: 'Level' }).click();
  await page.getByRole('option', { name: 'Production Process' }).click();
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await bulk.getByRole('button', { name: 'Start' }).click();
  await expect(bulk.getByTestId('bulk-progress')).toBeVisible();
  const file = await download;
  expect(file.url()).toMatch(/\/api\/v1\/secure\/bulkPDA\/.+\/download\?jwt=/);
  await expect(bulk).toBeHidden();
});

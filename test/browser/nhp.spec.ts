import ExcelJS from 'exceljs';
import { resolve } from 'node:path';
import { DATA_DIR, REPO_ROOT } from './env';
import { expect, test } from './fixtures';
import { apiGet, signInAsAdmin } from './tree-helpers';

const SHOTS = resolve(REPO_ROOT, DATA_DIR, 'screens');
const pad = (n: number) => String(n).padStart(2, '0');
const inDays = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

test('an admin creates a class, sets openings, auto-places, confirms, finalizes and exports a pool', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page, consoleErrors.allow);

  // The demo's PLACEMENT class of a day pool names a placement job (a node whose PDA the
  // pool's matching members meet).
  await page.goto('/app/nhp-list');
  await expect(page.getByRole('heading', { level: 1, name: 'New/Open NHP Classes' })).toBeVisible();
  const demo = page.getByRole('link', { name: /^\S+ Day Pool New Hire Class$/ }).first();
  const demoName = (await demo.textContent()) ?? '';
  const poolName = demoName.replace(/ New Hire Class$/, '');
  await page.screenshot({ path: `${SHOTS}/nhp-list.png`, fullPage: true });
  await demo.click();
  await expect(page.getByTestId('class-status')).toHaveText('Placement In Progress');
  await expect(page.getByText('OK').first()).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: `${SHOTS}/nhp-class-placement-demo.png`, fullPage: true });
  const job = await page.locator('[data-testid^="slot-"]').first().getAttribute('data-node');
  expect(job).toBeTruthy();

  // A new class of that pool: the description defaults to the pool's, the date is required.
  await page.goto('/app/nhp-list');
  const form = page.getByRole('form', { name: 'New class' });
  await form.getByRole('combobox', { name: 'Pool' }).click();
  await page.getByRole('option', { name: poolName, exact: true }).click();
  await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue(
    `${poolName} New Hire Class`,
  );
  await form.getByRole('button', { name: 'Create class' }).click();
  await expect(form.getByText('Start date required')).toBeVisible();
  const description = `Browser class ${Date.now()}`;
  await form.getByRole('textbox', { name: 'Description' }).fill(description);
  await form.getByLabel('Start date').fill(inDays(10));
  await form.getByRole('button', { name: 'Create class' }).click();

  await expect(page).toHaveURL(/\/app\/nhp-class\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: description })).toBeVisible();
  await expect(page.getByTestId('class-status')).toHaveText('Add Job Openings');

  // Two first-shift openings at the job, found through the tree's search (the list is virtual:
  // a row far down is not rendered until scrolled to or searched for, decision 0050).
  const classId = page.url().split('/').pop()!;
  const tree = await apiGet<{ nodeUuid: string; description: string }[]>(
    page,
    `secure/nhp-classes/${classId}/kanban-tree`,
  );
  const jobName = tree.find((n) => n.nodeUuid === job)!.description;
  await page.getByRole('searchbox', { name: 'Search the kanban tree' }).fill(jobName);
  const jobRow = page.getByTestId(`kanban-${job}`);
  const qty1 = jobRow.getByRole('textbox', { name: /^First-shift openings of/ });
  await qty1.fill('2');
  const saved = page.waitForResponse((r) => r.url().includes(`/${job}/1/qty/2`), {
    timeout: 30_000,
  });
  await qty1.press('Enter');
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('2 openings, 0 filled, 0 confirmed')).toBeVisible({
    timeout: 20_000,
  });
  // The input edited is slot 1: first-shift openings leave the empty second shift closed.
  await expect(jobRow.getByRole('textbox', { name: /^Second-shift openings of/ })).toBeDisabled();
  await jobRow.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/nhp-class-kanban.png` });

  await page.getByRole('button', { name: 'Finalize Kanbans' }).click();
  await expect(page.getByTestId('class-status')).toHaveText('Placement In Progress');
  await expect(page.getByRole('button', { name: 'Finalize Class' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manual Placement' })).toHaveCount(2);
  // Each empty slot offers its own Auto-Place beside Manual Placement (document 001, section 4).
  await expect(page.getByRole('button', { name: /^Auto-Place slot \d+ of / })).toHaveCount(2);

  await page.getByRole('button', { name: 'Auto-Place', exact: true }).click();
  await expect(page.getByText('Auto-Place placed 2 people; no slot is empty.')).toBeVisible();
  const confirms = page.getByRole('button', { name: 'Confirm', exact: true });
  await expect(confirms).toHaveCount(2);
  await expect(page.getByText(/^matches the job/).first()).toBeVisible();
  await expect(page.locator('[data-testid^="slot-"]').getByText('OK', { exact: true })).toHaveCount(
    2,
    { timeout: 15_000 },
  );
  await page.screenshot({ path: `${SHOTS}/nhp-class-placed.png`, fullPage: true });

  await confirms.first().click();
  await expect(confirms).toHaveCount(1);
  await confirms.first().click();
  await expect(page.getByRole('button', { name: 'Unconfirm' })).toHaveCount(2);
  await page.getByRole('button', { name: 'Finalize Class' }).click();
  await expect(page.getByTestId('class-status')).toHaveText('Completed');
  await expect(page.getByRole('button', { name: 'Unfinalize Class' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unconfirm' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/nhp-class-final.png`, fullPage: true });

  await page.goto('/app/historical-nhp-list');
  await expect(page.getByRole('link', { name: description })).toBeVisible();

  // The pool's members to Excel, opened and read back.
  await page.goto('/app/nhp-pool');
  await expect(page.getByRole('heading', { level: 1, name: 'Pool members' })).toBeVisible();
  const header = page.getByTestId('grid-status');
  await expect(header).toContainText('Total rows:');
  await page.getByPlaceholder('Search…').fill(poolName);
  await page.screenshot({ path: `${SHOTS}/nhp-pool.png`, fullPage: true });
  const exportButton = page.getByRole('button', { name: `Export ${poolName} to Excel` });
  const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^${poolName} \\d{4}-\\d{2}-\\d{2} \\d{6}\\.xlsx$`),
  );
  const file = resolve(REPO_ROOT, DATA_DIR, download.suggestedFilename());
  await download.saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
  expect(rows[0].slice(1)).toEqual(['Pool', 'App ID', 'Name', 'Available Date', 'Phone', 'Email']);
  const members = rows.slice(1);
  expect(members.length).toBeGreaterThan(10);
  for (const row of members) {
    expect(row[1]).toBe(poolName);
    expect(String(row[3])).toMatch(/\S+ \S+/);
    expect(String(row[4])).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
  // The grid's pool header counts the same members.
  await expect(page.getByText(`${poolName} (${members.length})`)).toBeVisible();
});

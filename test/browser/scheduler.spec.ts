import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsAdmin } from './tree-helpers';

const triggerRow = (page: Page, interval: string) =>
  page
    .getByRole('region', { name: 'Triggers' })
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name: interval, exact: true }) });

// The session reaper only deletes expired sessions: harmless to the specs running beside it
// (a cache dispose every 5 s would empty the cache spec's regions under it).
test('an admin adds a trigger, watches it run, pauses, resumes and deletes it', async ({
  page,
  consoleErrors,
}) => {
  await signInAsAdmin(page, consoleErrors.allow);
  await page.getByRole('link', { name: 'Scheduler' }).click();
  await expect(page).toHaveURL(/\/app\/integrations\/scheduler$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduler' })).toBeVisible();
  await expect(page.getByTestId('scheduler-state')).toHaveText('Running');
  // The demo data schedules the reaper every 10 minutes, a daily cache dispose, the nightly
  // match recompute (the safety net of decision 0036) and the nightly backup (decision 0046).
  await expect(triggerRow(page, 'every 10 min')).toBeVisible();
  const daily = triggerRow(page, 'every 1 d');
  await expect(daily.filter({ hasText: 'cacheDispose' })).toBeVisible();
  await expect(daily.filter({ hasText: 'matchRecompute' })).toBeVisible();
  await expect(daily.filter({ hasText: 'backup' })).toBeVisible();

  await page.getByRole('button', { name: 'Add trigger' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a trigger' });
  await dialog.getByRole('combobox', { name: 'Job' }).click();
  await page.getByRole('option', { name: 'sessionReaper' }).click();
  const interval = dialog.getByRole('textbox', { name: 'Schedule' });
  await interval.fill('2');
  await expect(dialog.getByText('The interval must be between 5 and 604800 seconds')).toBeVisible();
  await interval.fill('5');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('A sessionReaper trigger was added.')).toBeVisible();
  const fiveSeconds = triggerRow(page, 'every 5 s');
  await expect(fiveSeconds).toContainText('NORMAL');

  // Five seconds on, the trigger fires on one instance and the run completes: its last fire,
  // the run in the history and the job's last run show up without a reload. (The demo's own
  // reaper may have run already; the trigger's last fire is ours alone.)
  await expect(fiveSeconds.locator('[data-field="lastFireAt"]')).not.toHaveText('—', {
    timeout: 20_000,
  });
  const runs = page.getByRole('region', { name: 'Runs' });
  await expect(runs.getByText(/Deleted \d+ expired session\(s\)/).first()).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByTestId('job-sessionReaper')).toContainText('COMPLETED');

  await fiveSeconds.getByRole('button', { name: 'Pause sessionReaper every 5 s' }).click();
  await expect(page.getByText('The sessionReaper trigger is paused.')).toBeVisible();
  await expect(fiveSeconds).toContainText('PAUSED');
  await fiveSeconds.getByRole('button', { name: 'Resume sessionReaper every 5 s' }).click();
  await expect(fiveSeconds).toContainText('NORMAL');

  await fiveSeconds.getByRole('button', { name: 'Delete sessionReaper every 5 s' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the sessionReaper trigger?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The sessionReaper trigger was deleted.')).toBeVisible();
  await expect(fiveSeconds).toHaveCount(0);
  await expect(triggerRow(page, 'every 10 min')).toBeVisible();
});

// A backup every 5 s while the spec waits for one, then deleted: the demo data is small, so
// each takes about a second (the nightly demo trigger stays as it is).
test('an admin schedules a backup and sees its last result with the archive and its size', async ({
  page,
  consoleErrors,
}) => {
  await signInAsAdmin(page, consoleErrors.allow);
  await page.getByRole('link', { name: 'Scheduler' }).click();
  await expect(triggerRow(page, 'every 1 d').filter({ hasText: 'backup' })).toBeVisible();
  const job = page.getByTestId('job-backup');
  await expect(job).toContainText('Writes the archive npm run db:backup writes');

  await page.getByRole('button', { name: 'Add trigger' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a trigger' });
  await dialog.getByRole('combobox', { name: 'Job' }).click();
  await page.getByRole('option', { name: 'backup' }).click();
  await dialog.getByRole('textbox', { name: 'Schedule' }).fill('5');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('A backup trigger was added.')).toBeVisible();

  await expect(job).toContainText('COMPLETED', { timeout: 30_000 });
  await expect(job).toContainText(/Backed up \d+ tables \(\d+ rows\) and \d+ files/);
  await expect(job.getByTestId('run-output')).toHaveText(
    /^portal-backup-\d{8}-\d{6}(-\d+)?\.tar\.gz · \d+(\.\d)? (KB|MB)$/,
  );

  const fiveSeconds = triggerRow(page, 'every 5 s');
  await fiveSeconds.getByRole('button', { name: 'Delete backup every 5 s' }).click();
  await page
    .getByRole('dialog', { name: 'Delete the backup trigger?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(fiveSeconds).toHaveCount(0);
});

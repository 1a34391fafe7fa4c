import { HR_OBJECT_TYPE_NO_ACCESS, INVALID_OBJECT_ID } from '@domain/messages';
import { expect, test } from './fixtures';
import { apiGet, signInAsAdmin } from './tree-helpers';

type Endpoint = { workdayApiUuid: string; description: string };
type Worker = { descriptor: string; workerId: string };

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

test('the HR object viewer reads candidates, edits a background check and searches workers', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page, consoleErrors.allow);
  consoleErrors.allow({ status: 404, urlPart: '/candidate/Candidate_ID/CAND-1000078/om' });
  const [endpoint] = await apiGet<Endpoint[]>(page, 'secure/workday/endpoints');

  // No endpoint named: the demo endpoint (the simulator) opens, asking for an Object ID.
  await page.goto('/app/integrations/workday');
  await expect(page).toHaveURL(new RegExp(`/integrations/workday/${endpoint.workdayApiUuid}$`));
  await expect(page.getByText(INVALID_OBJECT_ID)).toBeVisible();
  await expect(page.getByText(/^Authenticated until|^Not authenticated$/)).toBeVisible();

  await page.getByRole('textbox', { name: 'Object ID' }).fill('CAND-1000078');
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page).toHaveURL(/\/Candidate\/CAND-1000078$/);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  const checks = page.getByRole('table', { name: 'Background checks' });
  await expect(checks.getByRole('row')).not.toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Job applications' })).toBeVisible();
  // The demo seed gives this candidate id to no person (its answer is a 404 the page explains).
  await expect(page.getByText('No person in the portal holds the id CAND-1000078.')).toBeVisible();

  // A background check saved on the (non-production, read-write) demo endpoint stays saved.
  await checks.getByRole('button', { name: 'Edit' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Overall status').fill('Complete');
  // A new value each run, so that a retry against the same simulator still changes something.
  const received = `Received ${Date.now()}`;
  await dialog.getByLabel('Package status').fill(received);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Background check BGC-6-0 updated$/)).toBeVisible();
  await expect(checks.getByRole('row').nth(1)).toContainText(received);
  await page.reload();
  await expect(
    page.getByRole('table', { name: 'Background checks' }).getByRole('row').nth(1),
  ).toContainText('Complete');

  // A status Workday does not know: its refusal is alerted, and the view read again.
  await page
    .getByRole('table', { name: 'Background checks' })
    .getByRole('button', { name: 'Edit' })
    .first()
    .click();
  await page.getByRole('dialog').getByLabel('Overall status').fill('Lost');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText:
        /^Error: Workday: Validation error occurred\. 'Lost' is not a Background Check Status/,
    }),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Background checks' }).getByRole('row').nth(1),
  ).toContainText('Complete');
  await page.screenshot({ path: 'test-results/hr-viewer-candidate.png', fullPage: true });

  // Worker search: the results follow the typing.
  const [worker] = await apiGet<Worker[]>(
    page,
    `secure/workday/${endpoint.workdayApiUuid}/workers/1/${encodeURIComponent(b64('a'))}`,
  );
  await page.getByRole('combobox', { name: 'Object type' }).click();
  await page.getByRole('option', { name: 'Worker search' }).click();
  // The id field is a new one for the new type: type into it once it is there.
  await expect(page).toHaveURL(/\/Worker$/);
  await expect(page.locator('label', { hasText: 'Worker name or ID' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Object ID' }).fill(worker.descriptor);
  const workers = page.getByRole('table', { name: 'Workers' });
  await expect(workers.getByRole('cell', { name: worker.workerId })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/Worker/${encodeURIComponent(worker.descriptor)}$`));
  await page.screenshot({ path: 'test-results/hr-viewer-workers.png', fullPage: true });

  await page.goto(`/app/integrations/workday/${endpoint.workdayApiUuid}/PreHire/P-1000078`);
  await expect(page.getByText(HR_OBJECT_TYPE_NO_ACCESS)).toBeVisible();
});

test('an admin adds an HR endpoint, fetches its token from Workday, and deletes it', async ({
  page,
  consoleErrors,
}) => {
  await signInAsAdmin(page, consoleErrors.allow);
  const [demo] = await apiGet<(Endpoint & { uri: string; tenant: string })[]>(
    page,
    'secure/workday/endpoints',
  );
  await page.goto(`/app/integrations/workday/${demo.workdayApiUuid}`);
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an HR endpoint' });
  await dialog.getByLabel(/^Description/).fill('Second sandbox');
  await dialog.getByLabel(/^URI/).fill(demo.uri);
  await dialog.getByLabel(/^Tenant/).fill(demo.tenant);
  await dialog.getByLabel(/^Integration system user/).fill('ISU_Second');
  await dialog.getByLabel(/^Client ID/).fill('simulator-client');
  await dialog.getByLabel(/^Client secret/).fill('simulator-secret');
  await dialog.getByLabel(/^Refresh token/).fill('simulator-refresh-token');
  await dialog.getByRole('checkbox', { name: 'Write' }).check();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('HR endpoint Second sandbox added')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Endpoint' })).toHaveText(
    'Second sandbox (test)',
  );

  // The sealed secrets work: Workday (the simulator) hands this endpoint a token.
  await page.getByRole('button', { name: 'Refresh token' }).click();
  await expect(page.getByText(/^New access token, valid until/)).toBeVisible();
  await expect(page.getByText(/^Authenticated until/)).toBeVisible();

  await page.getByRole('button', { name: 'Delete endpoint' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Second sandbox?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('HR endpoint Second sandbox deleted')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/integrations/workday/${demo.workdayApiUuid}$`));
  const left = await apiGet<Endpoint[]>(page, 'secure/workday/endpoints');
  expect(left.map((e) => e.description)).not.toContain('Second sandbox');
});

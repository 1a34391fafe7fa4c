import { expect, test } from './fixtures';
import { apiGet, signInAsAdmin } from './tree-helpers';

type Roster = {
  locations: { rooms: { slots: { entries: { aPerson: { personUuid: string } }[] }[] }[] }[];
};
type PersonId = { id: string; aIDType: { description: string } };

test('a candidate’s page shows their HR job applications, stage and placement profile', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page, consoleErrors.allow);
  // Someone on today's roster with a Workday Candidate ID (the simulator's tenant knows them).
  const today = new Date();
  const day = `${today.getFullYear()}/${today.getMonth() + 1}/${today.getDate()}`;
  const roster = await apiGet<Roster>(page, `secure/rosters/${day}`);
  const people = [
    ...new Set(
      roster.locations.flatMap((l) =>
        l.rooms.flatMap((r) => r.slots.flatMap((s) => s.entries.map((e) => e.aPerson.personUuid))),
      ),
    ),
  ];
  let personUuid = '';
  for (const p of people) {
    const ids = await apiGet<PersonId[]>(page, `secure/person/${p}/ids`);
    if (ids.some((i) => i.aIDType.description === 'Workday Candidate ID')) {
      personUuid = p;
      break;
    }
  }
  expect(personUuid, 'a demo person with a Workday Candidate ID').not.toBe('');

  await page.goto(`/app/person/${personUuid}`);
  await expect(page.getByText(/^Workday Candidate ID: CAND-\d{6,7}$/)).toBeVisible();
  const applications = page.getByRole('region', { name: 'Job applications' });
  await expect(applications.getByRole('combobox', { name: 'Job application' })).toBeVisible();
  await expect(applications.locator('.MuiStepLabel-label').first()).toHaveText('REVIEW');
  await expect(applications.locator('.MuiStepLabel-label')).toHaveCount(8);
  await expect(applications.locator('.MuiStepLabel-label.Mui-active')).toHaveCount(1);

  // The placement profile saves a days notice, refuses one past 365, and keeps it on reload.
  const notice = page.getByLabel('Days notice (0-365)');
  await notice.fill('400');
  await notice.press('Tab');
  await expect(page.getByText('Days notice must be a whole number from 0 to 365')).toBeVisible();
  await notice.fill('21');
  const saved = page.waitForResponse(
    (r) => r.url().includes('/meta/days_notice_requested_') && r.request().method() === 'PATCH',
  );
  await notice.press('Tab');
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByLabel('Days notice (0-365)')).toHaveValue('21');

  // The History panel names who saved the days notice, with the value before and after.
  await page.getByRole('button', { name: 'History' }).click();
  const newest = page.getByRole('table', { name: 'History' }).getByRole('row').nth(1);
  await expect(newest).toContainText('(admin)');
  await expect(newest).toContainText('Changed a detail');
  await expect(newest).toContainText(/Days notice requested \w+: .* → 21/);

  await page.getByRole('button', { name: 'Sync from HR' }).click();
  await expect(
    page.getByText(/^(Synchronised from the HR system: .+|Already up to date with the HR system)$/),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/person.png', fullPage: true });

  // The HR viewer opens on the candidate of the chosen application.
  await page.getByRole('link', { name: 'Open in the HR viewer' }).click();
  await expect(page.getByRole('heading', { name: 'External HR object' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Job applications' })).toBeVisible();
  await expect(page.getByRole('link', { name: /, / }).first()).toHaveAttribute(
    'href',
    `/app/person/${personUuid}`,
  );
});

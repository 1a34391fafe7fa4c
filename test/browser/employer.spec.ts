import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { chooseNewPassword, expect, mailedResetLink, signIn, test } from './fixtures';
import { PHONE, pageOverflow, seriousViolations, withoutTransitions } from './phone-checks';
import { apiGet, signInAsAdmin } from './tree-helpers';

type User = { userUuid: string; userCode: string; emailAddress: string };
type Job = { nodeUuid: string; description: string; notFit: number };
type JobPeople = { people: { personUuid: string; fitness: string }[] };

const EMPLOYER_PASSWORD = 'Employer-View-2026!';

/** Sets the demo employer's password through the reset mail, as an admin would have them do. */
async function employerPassword(page: Page, allow: Parameters<typeof signInAsAdmin>[1]) {
  await signInAsAdmin(page, allow);
  const employer = (await apiGet<User[]>(page, 'secure/users')).find(
    (u) => u.userCode === 'employer',
  );
  if (!employer) throw new Error('demo user employer missing');
  const since = Date.now() - 1000;
  await apiGet(page, `secure/admin/users/${employer.emailAddress}/forgot/${randomUUID()}`);
  return mailedResetLink(employer.emailAddress, since);
}

/** The page fits the phone, is titled and has no serious accessibility finding. */
async function fitsThePhone(page: Page, title: string) {
  const { scrollWidth, innerWidth } = await pageOverflow(page);
  expect.soft(scrollWidth, 'page wider than the screen').toBeLessThanOrEqual(innerWidth);
  await expect(page).toHaveTitle(title);
  expect.soft(await seriousViolations(page)).toEqual([]);
}

/** What the employer's answers would carry if they leaked: a status and a body. */
async function rawGet(page: Page, path: string) {
  const { jwt, sessionId } = await page.evaluate(() => ({
    jwt: localStorage.getItem('session.jwt') ?? '',
    sessionId: localStorage.getItem('session.id') ?? '',
  }));
  return page.request.get(`/api/v1/${path}`, {
    headers: {
      Authorization: `Bearer ${jwt}`,
      'X-Session-Id': sessionId,
      'X-Anti-Forgery': 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
    },
  });
}

test('an employer sees fit, not fit and not assessed per open job, in words, on a phone, and nothing medical', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const admin = await browser.newPage();
  const link = await employerPassword(admin, consoleErrors.allow).finally(() =>
    admin.context().close(),
  );

  await page.setViewportSize(PHONE);
  await withoutTransitions(page);
  await chooseNewPassword(page, link, 'employer', EMPLOYER_PASSWORD);
  await signIn(page, 'employer', EMPLOYER_PASSWORD, 'Emery Employer');

  // The menu offers the employer view and nothing of the staff's.
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const navigation = page.getByRole('navigation', { name: 'Applications' });
  await expect(navigation.getByRole('link', { name: 'Fit for Jobs' })).toBeVisible();
  await expect(navigation.getByRole('link')).toHaveCount(1);
  await navigation.getByRole('link', { name: 'Fit for Jobs' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fit for Jobs');
  const jobs = page.getByRole('list', { name: 'Open jobs' });
  await expect(jobs.getByRole('listitem').first()).toBeVisible();
  await expect(jobs.getByRole('listitem').first()).toContainText(/\d+ fit/);
  await fitsThePhone(page, 'Fit for Jobs - Placement Portal');

  const [client] = await apiGet<{ nodeUuid: string }[]>(page, 'secure/employer/clients');
  const job = (await apiGet<Job[]>(page, `secure/employer/clients/${client.nodeUuid}/jobs`)).find(
    (j) => j.notFit > 0,
  )!;
  await jobs.getByRole('link', { name: new RegExp(job.description) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.description);
  const people = page.getByRole('list', { name: 'People' });
  await expect(people.getByText('Fit', { exact: true }).first()).toBeVisible();
  await fitsThePhone(page, `${job.description} Fit for Jobs - Placement Portal`);

  // Not fit: the demands missed in words, never a number.
  await page.getByRole('button', { name: 'Not fit' }).click();
  const why = people.getByText(/^does not match the job: misses /);
  await expect(why.first()).toBeVisible();
  await expect(people.getByText('Fit', { exact: true })).toHaveCount(0);
  for (const text of await why.allTextContents()) expect(text).not.toMatch(/\d/);
  await expect(people.getByText(/^Assessed /).first()).toBeVisible();
  await page.getByRole('button', { name: 'Not assessed' }).click();
  await expect(people.getByText('Never assessed').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/employer-job-phone.png', fullPage: true });

  // No way to the exams, reasons, PDFs or the person's record: no link, and the address refused.
  await expect(
    page.locator('a[href*="reasons"], a[href*="rosters"], a[href*="pdf"], a[href*="person"]'),
  ).toHaveCount(0);
  const { people: shown } = await apiGet<JobPeople>(
    page,
    `secure/employer/jobs/${job.nodeUuid}/people?fitness=NOT_FIT`,
  );
  const person = shown[0].personUuid;
  await page.goto(`/app/reasons/${person}`);
  await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  for (const path of [
    `secure/reasons/byPerson/${person}`,
    `secure/persons/${person}`,
    `pdf/ppt.pdf?person_uuid=${person}`,
  ])
    expect([path, (await rawGet(page, path)).status()]).toEqual([path, 403]);
});

import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { chooseNewPassword, expect, mailedResetLink, signIn, test } from './fixtures';
import { apiGet, signInAsAdmin } from './tree-helpers';

type User = { userCode: string; emailAddress: string; firstName: string; lastName: string };

const STAFFING_PASSWORD = 'Staffing-Link-2026!';

const storedSession = (page: Page) =>
  page.evaluate(() => ({
    jwt: localStorage.getItem('session.jwt') ?? '',
    sessionId: localStorage.getItem('session.id') ?? '',
  }));

/** Whether a session still signs in: public/me with its own token. */
async function stillOpen(page: Page, session: { jwt: string; sessionId: string }) {
  const response = await page.request.get('/api/v1/public/me', {
    headers: { Authorization: `Bearer ${session.jwt}`, 'X-Session-Id': session.sessionId },
  });
  return response.status() === 200;
}

/**
 * Issue 29: opening another account's sign-in link (/app/login?uuid=...&jwt=..., the single
 * sign-on hand-off) while signed in never switches the browser to that account silently:
 * someone could otherwise send their own session and watch the victim work through it.
 */
test('a sign-in link for another account asks first, naming both, and swaps only when told', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page, consoleErrors.allow);
  const staffing = (await apiGet<User[]>(page, 'secure/users')).find(
    (u) => u.userCode === 'staffing',
  )!;
  const staffingName = `${staffing.firstName} ${staffing.lastName}`;
  const since = Date.now() - 1000;
  await apiGet(page, `secure/admin/users/${staffing.emailAddress}/forgot/${randomUUID()}`);
  const reset = await mailedResetLink(staffing.emailAddress, since);

  // Somebody else's browser: the staffing user's own session, sent as a link.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await chooseNewPassword(other, reset, 'staffing', STAFFING_PASSWORD);
  const linkOf = async () => {
    await other.evaluate(() => localStorage.clear());
    await signIn(other, 'staffing', STAFFING_PASSWORD, staffingName);
    const s = await storedSession(other);
    return { session: s, url: `/app/login?uuid=${s.sessionId}&jwt=${encodeURIComponent(s.jwt)}` };
  };

  const admin = await storedSession(page);
  const first = await linkOf();
  await page.goto(first.url);
  await expect(
    page.getByText(
      `You are signed in as Avery Admin (admin). This link signs in as ${staffingName} (staffing).`,
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/app\/login$/);
  expect(await storedSession(page)).toEqual(admin);

  // Staying: still the admin, and the link's session is closed.
  await page.getByRole('button', { name: 'Stay signed in as Avery Admin (admin)' }).click();
  await expect(page).toHaveURL(/\/app\/?$/);
  await expect(page.getByTestId('user-full-name')).toHaveText('Avery Admin');
  expect(await storedSession(page)).toEqual(admin);
  await expect.poll(() => stillOpen(page, first.session)).toBe(false);
  expect(await stillOpen(page, admin)).toBe(true);

  // Continuing as the link's account signs the admin out first.
  const second = await linkOf();
  await page.goto(second.url);
  await page
    .getByRole('button', { name: `Sign out and continue as ${staffingName} (staffing)` })
    .click();
  await expect(page.getByTestId('user-full-name')).toHaveText(staffingName);
  expect(await storedSession(page)).toEqual(second.session);
  expect(await stillOpen(page, admin)).toBe(false);
  await elsewhere.close();
});

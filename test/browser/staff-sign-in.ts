import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { chooseNewPassword, mailedResetLink, signIn } from './fixtures';
import { apiGet, signInAsAdmin } from './tree-helpers';

type User = { userCode: string; firstName: string; lastName: string; emailAddress: string };

/**
 * The passwords this worker has set, with the user's full name: a second test of a spec signs
 * in with it instead of asking for another reset mail (five an hour per address are allowed,
 * and several specs sign staffing in). A spec that sets a password by hand uses its own.
 */
const chosen = new Map<string, { password: string; fullName: string }>();

/**
 * Signs in one of the demo's staff users (staffing, recruiter, premise...) in `page`: an admin,
 * in a page of its own, sends the reset mail, and the user chooses `password` from its link, as
 * a newcomer would. The demo users have no password of their own.
 */
export async function signInAsDemoUser(
  page: Page,
  allow: Parameters<typeof signInAsAdmin>[1],
  userCode: string,
  password: string,
): Promise<void> {
  const known = chosen.get(userCode);
  if (known?.password === password) return signIn(page, userCode, password, known.fullName);
  const admin = await page.context().browser()!.newPage();
  try {
    await signInAsAdmin(admin, allow);
    const user = (await apiGet<User[]>(admin, 'secure/users')).find(
      (u) => u.userCode === userCode,
    )!;
    const since = Date.now() - 1000;
    await apiGet(admin, `secure/admin/users/${user.emailAddress}/forgot/${randomUUID()}`);
    const link = await mailedResetLink(user.emailAddress, since);
    await chooseNewPassword(page, link, userCode, password);
    const fullName = `${user.firstName} ${user.lastName}`;
    await signIn(page, userCode, password, fullName);
    chosen.set(userCode, { password, fullName });
  } finally {
    await admin.context().close();
  }
}

import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { chooseNewPassword, mailedResetLink, signIn } from './fixtures';
import { apiGet, signInAsAdmin } from './tree-helpers';

type User = { userCode: string; firstName: string; lastName: string; emailAddress: string };

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
    await signIn(page, userCode, password, `${user.firstName} ${user.lastName}`);
  } finally {
    await admin.context().close();
  }
}

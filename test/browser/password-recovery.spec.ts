import { ADMIN_PASSWORD } from './env';
import { chooseNewPassword, expect, logout, mailedResetLink, signIn, test } from './fixtures';

const NEW_PASSWORD = 'Recovered-Path-77';

async function requestReset(page: import('@playwright/test').Page, email: string) {
  await page.goto('/app/forgot');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/app\/forgot-success$/);
}

test('forgot password: the mailed link sets a new password that signs in', async ({
  page,
  consoleErrors,
}) => {
  // The old password is tried once after the reset and must be refused with a 401.
  consoleErrors.allow({ status: 401, urlPart: '/api/v1/public/authorize-v2/admin/' });
  const since = Date.now() - 1000;
  await requestReset(page, 'admin@example.com');
  const link = await mailedResetLink('admin@example.com', since);

  await chooseNewPassword(page, link, 'admin', NEW_PASSWORD);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, 'admin', NEW_PASSWORD, 'Avery Admin');
  await logout(page);

  await page.getByRole('textbox', { name: 'Username' }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect Username/Password');

  // A used link does not work twice.
  consoleErrors.allow({ status: 404, urlPart: '/api/v1/secure/admin/users/token/' });
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset Request Failed' })).toBeVisible();

  // Back to the configured password, so the other files do not depend on the order they run in.
  const restoreSince = Date.now() - 1000;
  await requestReset(page, 'admin@example.com');
  await chooseNewPassword(
    page,
    await mailedResetLink('admin@example.com', restoreSince),
    'admin',
    ADMIN_PASSWORD,
  );
});

import { ADMIN_PASSWORD } from './env';
import { expect, logout, signIn, test } from './fixtures';

test.describe('sign-in', () => {
  // The server allows 20 sign-in calls per username and minute (two per sign-in), and every
  // file signs in as admin: each test here signs in at most once.
  test('the demo admin signs in, sees their full name and stays signed in on reload', async ({
    page,
  }) => {
    await page.goto('/app/login');
    await signIn(page, 'admin', ADMIN_PASSWORD, 'Avery Admin');

    await expect(page).toHaveURL(/\/app\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Placement Portal');

    await page.reload();
    await expect(page.getByTestId('user-full-name')).toHaveText('Avery Admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  });

  test('a wrong password shows Incorrect Username/Password', async ({ page, consoleErrors }) => {
    // The server answers the failed sign-in with 401 on purpose; Chrome logs that response.
    consoleErrors.allow({ status: 401, urlPart: '/api/v1/public/authorize-v2/admin/' });
    await page.goto('/app/login');
    await page.getByRole('textbox', { name: 'Username' }).fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page.getByRole('alert')).toHaveText('Incorrect Username/Password');
    await expect(page).toHaveURL(/\/app\/login$/);
    await expect(page.getByTestId('user-full-name')).toBeHidden();
  });

  test('logout returns every tab to the login page and protected pages then ask to sign in', async ({
    page,
  }) => {
    await signIn(page, 'admin', ADMIN_PASSWORD, 'Avery Admin');
    // A second tab of the same browser shares the session, and follows the logout.
    const otherTab = await page.context().newPage();
    await otherTab.goto('/app/tree');
    await expect(otherTab.getByTestId('user-full-name')).toHaveText('Avery Admin');
    await logout(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(otherTab.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(otherTab.getByTestId('user-full-name')).toBeHidden();
    await otherTab.close();

    await page.goto('/app/users');
    await expect(page).toHaveURL(/\/app\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('session.jwt'))).toBeNull();
  });

  test('the forgot-password page needs an e-mail address', async ({ page }) => {
    await page.goto('/app/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/app\/forgot$/);
    const button = page.getByRole('button', { name: 'Reset password' });
    await expect(button).toBeDisabled();
    await page.getByRole('textbox', { name: 'E-mail' }).fill('nobody@example.com');
    await expect(button).toBeEnabled();
    await button.click();
    await expect(page).toHaveURL(/\/app\/forgot-success$/);
    await expect(
      page.getByText(
        'If an active account exists for that e-mail address, a password reset e-mail has been sent.',
      ),
    ).toBeVisible();
  });

  test('an invalid reset link shows Reset Request Failed', async ({ page, consoleErrors }) => {
    // The token lookup answers 404 for an unknown token on purpose.
    consoleErrors.allow({ status: 404, urlPart: '/api/v1/secure/admin/users/token/not-a-token/' });
    await page.goto('/app/reset?token=not-a-token');

    await expect(page).toHaveURL(/\/app\/reset-failed$/);
    await expect(page.getByRole('heading', { name: 'Reset Request Failed' })).toBeVisible();
    await expect(
      page.getByText('Please try again later or contact your system administrator.'),
    ).toBeVisible();
  });
});

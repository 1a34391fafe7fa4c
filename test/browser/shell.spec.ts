import { ADMIN_PASSWORD } from './env';
import { expect, signIn, test } from './fixtures';

const VERSION = '2025.36.1';

test.describe('app shell', () => {
  test('the home page asks a signed-out visitor to sign in first', async ({ page }) => {
    await page.goto('/app/');
    await expect(page).toHaveTitle('Sign in - Placement Portal');
    await expect(page).toHaveURL(/\/app\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('an unknown path lands on the login page with the sign-in form', async ({ page }) => {
    await page.goto('/app/no/such/page');
    await expect(page).toHaveURL(/\/app\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  });

  test('a deep link served by the server opens after signing in', async ({ page }) => {
    const nodeUuid = '00000000-0000-0000-0000-000000000000';
    const response = await page.goto(`/app/tree/${nodeUuid}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/app\/login$/);

    // Usernames are case-insensitive.
    await signIn(page, 'Admin', ADMIN_PASSWORD, 'Avery Admin');
    await expect(page).toHaveURL(new RegExp(`/app/tree/${nodeUuid}$`));
    // The tenant node's screen: its level and the Org Chart Actions menu.
    await expect(page.getByTestId('node-level')).toHaveText('tenant');
    await expect(page.getByRole('button', { name: 'Org Chart Actions' })).toBeVisible();
  });

  test('a path of node ids (/tree/{a}/{b}) opens its last node after signing in', async ({
    page,
  }) => {
    const tenant = '00000000-0000-0000-0000-000000000000';
    await page.goto(`/app/tree/${tenant}/${tenant}`);
    await expect(page).toHaveURL(/\/app\/login$/);
    await signIn(page, 'admin', ADMIN_PASSWORD, 'Avery Admin');
    await expect(page).toHaveURL(new RegExp(`/app/tree/${tenant}/${tenant}$`));
    await expect(page.getByTestId('node-level')).toHaveText('tenant');
  });

  test('the version label shows the version and expands to the environment', async ({
    page,
    request,
  }) => {
    const envResponse = await request.get('/api/v1/public/env');
    expect(envResponse.ok()).toBe(true);
    const env = (await envResponse.json()) as { version: string; environment: string };
    expect(env.version).toBe(VERSION);

    // Signed out: the label shows on the login page too.
    await page.goto('/app/login');
    const label = page.getByTestId('version-label');
    await expect(label).toHaveText(`v${VERSION}`);
    await expect(label).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/^Environment:/)).toBeHidden();

    await label.click();
    await expect(label).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(`Environment: ${env.environment}`, { exact: true })).toBeVisible();
    await expect(page.getByText(/^Build time: /)).toBeVisible();
  });

  test('Swagger UI documents the API', async ({ page }) => {
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /^Placement Portal API/ })).toBeVisible();
    await expect(page.getByText(`${VERSION}`, { exact: true }).first()).toBeVisible();
  });
});

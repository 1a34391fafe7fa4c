import { expect, test as base } from '@playwright/test';

const VERSION = '2025.36.1';

/** Every test fails if the page logged a console error or threw an uncaught exception. */
const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') {
          const { url, lineNumber } = message.location();
          errors.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
        }
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.stack ?? error.message}`));
      await use(errors);
      expect(errors, 'console errors and uncaught exceptions in the page').toEqual([]);
    },
    { auto: true },
  ],
});

test.describe('app shell', () => {
  test('the home page shows its welcome heading', async ({ page }) => {
    await page.goto('/app/');
    await expect(page).toHaveTitle('Placement Portal');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/$/);
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

  test('a deep link served directly by the server renders the app', async ({ page }) => {
    const nodeUuid = '00000000-0000-0000-0000-000000000000';
    const response = await page.goto(`/app/tree/${nodeUuid}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/app/tree/${nodeUuid}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Organisation tree' })).toBeVisible();
    await expect(page.getByText(nodeUuid)).toBeVisible();
  });

  test('the version label shows the version and expands to the environment', async ({
    page,
    request,
  }) => {
    const envResponse = await request.get('/api/v1/public/env');
    expect(envResponse.ok()).toBe(true);
    const env = (await envResponse.json()) as { version: string; environment: string };
    expect(env.version).toBe(VERSION);

    await page.goto('/app/');
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

import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD } from './env';
import { expect, type ExpectedConsoleError } from './fixtures';

/** Calls the API as the signed-in page does (bearer, session id, anti-forgery). */
export async function apiCall<T>(page: Page, method: 'GET' | 'POST', path: string): Promise<T> {
  const { jwt, sessionId } = await page.evaluate(() => ({
    jwt: localStorage.getItem('session.jwt') ?? '',
    sessionId: localStorage.getItem('session.id') ?? '',
  }));
  const response = await page.request.fetch(`/api/v1/${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${jwt}`,
      'X-Session-Id': sessionId,
      'X-Anti-Forgery': 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
    },
  });
  expect(response.ok(), `${method} ${path}`).toBe(true);
  return (await response.json()) as T;
}

export const apiGet = <T>(page: Page, path: string) => apiCall<T>(page, 'GET', path);

/**
 * Signs in as the demo admin, waiting out the sign-in rate limit (20 calls per username and
 * minute across every spec file) instead of failing when earlier files used it up.
 */
export async function signInAsAdmin(page: Page, allow: (error: ExpectedConsoleError) => void) {
  allow({ status: 429, urlPart: '/api/v1/public/request-credentials-v2/admin/' });
  for (let attempt = 0; attempt < 4; attempt++) {
    await page.goto('/app/login');
    await page.getByRole('textbox', { name: 'Username' }).fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const signedIn = page.getByTestId('user-full-name');
    const limited = page.getByRole('alert').filter({ hasText: 'Too many attempts' });
    await expect(signedIn.or(limited)).toBeVisible();
    if (await signedIn.isVisible()) return;
    const seconds = Number(/(\d+) second/.exec((await limited.textContent()) ?? '')?.[1] ?? 30);
    await page.waitForTimeout((seconds + 1) * 1000);
  }
  await expect(page.getByTestId('user-full-name')).toHaveText('Avery Admin');
}

/** Clicks the first node listed under `level` and waits for its page. */
export async function openFirstChild(page: Page, level: string): Promise<string> {
  const link = page.getByRole('region', { name: level, exact: true }).getByRole('link').first();
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByTestId('node-level')).toContainText(level);
  return name;
}

/** Resolves once the page has saved the signed-in person's preference `key` (a PUT answered). */
export function preferenceSaved(page: Page, key: string) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      response.url().includes(`/preferences/${encodeURIComponent(key)}`) &&
      response.ok(),
  );
}

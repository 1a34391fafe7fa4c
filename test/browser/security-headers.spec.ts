import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openFirstChild, signInAsAdmin } from './tree-helpers';

type Violation = { directive: string; blocked: string; source: string };

/**
 * Records every Content-Security-Policy violation the page reports, whether or not the browser
 * also logs it: the listener is installed before any of the page's own scripts run.
 */
async function recordCspViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { cspViolations: Violation[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      }),
    );
  });
  const logged: Violation[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) {
      logged.push({ directive: message.type(), blocked: message.text(), source: page.url() });
    }
  });
  return async () => [
    ...logged,
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations?: Violation[] }).cspViolations ?? [],
    )),
  ];
}

test('the built client runs under the Content-Security-Policy', async ({ page, consoleErrors }) => {
  const violations = await recordCspViolations(page);
  const response = await page.goto('/app/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

  // Signing in runs OPAQUE as WebAssembly: it needs 'wasm-unsafe-eval' and nothing looser.
  await signInAsAdmin(page, consoleErrors.allow);
  await page.goto('/app/tree');
  await expect(page.getByTestId('node-level')).toHaveText('tenant');
  await openFirstChild(page, 'NAMC');
  await openFirstChild(page, 'Production Shop');
  // The realtime channel is a websocket to the same host (connect-src).
  await expect(page.getByRole('button', { name: 'Connection: Connected' })).toBeVisible();
  // MUI's run-time styles apply (style-src): the app bar is not left unstyled.
  const appBarPosition = await page
    .getByRole('banner')
    .first()
    .evaluate((element) => getComputedStyle(element).position);
  expect(appBarPosition).not.toBe('static');
  expect(await violations()).toEqual([]);
});

test('Swagger UI runs under the same policy', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Placement Portal/ }).first()).toBeVisible();
  await expect(page.getByText('/public/health', { exact: true }).first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

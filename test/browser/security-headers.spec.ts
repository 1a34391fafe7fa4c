import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from './env';
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

/** The tags of the committed OpenAPI document. */
function apiTags(): Set<string> {
  const doc = JSON.parse(readFileSync(join(REPO_ROOT, 'libs/api/openapi.json'), 'utf8')) as {
    paths: Record<string, Record<string, { tags?: string[] }>>;
  };
  return new Set(
    Object.values(doc.paths).flatMap((ops) => Object.values(ops).flatMap((op) => op.tags ?? [])),
  );
}

test('Swagger UI runs under the same policy', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Placement Portal/ }).first()).toBeVisible();
  // Every tag of the API is listed, collapsed; opening one shows its operations.
  await expect(page.locator('.opblock-tag')).toHaveCount(apiTags().size);
  await page
    .locator('.opblock-tag', { hasText: /^public/ })
    .first()
    .click();
  await expect(page.getByText('/public/health', { exact: true }).first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DATA_DIR, REPO_ROOT } from './env';
import { expect, test } from './fixtures';
import { loaded, seriousViolations, withoutTransitions } from './phone-checks';
import { signInAsAdmin } from './tree-helpers';

// Issue 32 item 8: a dark theme when the system asks for one, every text still readable.
const SHOTS = resolve(REPO_ROOT, DATA_DIR, 'screens');
test.use({ colorScheme: 'dark' });

test('with the system set to dark the portal is dark, and axe finds no serious problem, contrast included', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  await withoutTransitions(page);
  await signInAsAdmin(page, consoleErrors.allow);
  await page.setViewportSize({ width: 1440, height: 900 });
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  // The night palette's page colour (#101418), not the day's (#f4f6f8).
  expect(background).toBe('rgb(16, 20, 24)');

  for (const [name, path] of [
    ['tree', '/app/tree'],
    ['rosters', '/app/rosters'],
    ['realtime', '/app/realtime'],
    ['classes', '/app/nhp-list'],
    ['users', '/app/users'],
    ['match-stats', '/app/match-stats'],
    ['scheduler', '/app/integrations/scheduler'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await loaded(page, path);
    expect.soft(await seriousViolations(page), `${path}: axe in dark`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/dark-${name}.png` });
  }
});

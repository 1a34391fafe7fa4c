import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DATA_DIR, REPO_ROOT } from './env';
import { expect, test } from './fixtures';
import { signInAsAdmin } from './tree-helpers';

/**
 * The PDA description edited in place and the PDA sums (seed 000: agg-pda, pdasum/byNode and
 * byPDA, read every 10 s), on a wide screen and on a phone, without sideways scrolling.
 */
const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const SHOTS = resolve(REPO_ROOT, DATA_DIR, 'screens');

async function expectNoPageOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'page wider than the screen').toBeLessThanOrEqual(innerWidth);
}

/** The open PDA's panel (named "PDA <description>"). */
const pdaPanel = (page: Page) =>
  page.getByRole('region').filter({ has: page.getByRole('tabpanel') });

/** Renames the open PDA through its heading's editor and waits for the saved name. */
async function rename(page: Page, from: string, to: string) {
  const panel = pdaPanel(page);
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(from);
  await panel.getByRole('button', { name: 'Edit description' }).click();
  const field = panel.getByRole('textbox', { name: 'Description' });
  await expect(field).toHaveValue(from);
  await field.fill(to);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(to);
  await expect(
    page.getByRole('region', { name: 'PDAs' }).getByRole('link', { name: to }),
  ).toBeVisible();
}

for (const size of SIZES) {
  test(`PDA sums and the description editor at ${size.width}x${size.height}`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width: size.width, height: size.height });
    const reads: string[] = [];
    page.on('request', (request) => {
      const match = /\/api\/v1\/secure\/(pdasum\/by(?:Node|PDA)|node\/[^/]+\/agg-pda)/.exec(
        request.url(),
      );
      if (match) reads.push(match[1].replace(/node\/[^/]+\//, ''));
    });
    await signInAsAdmin(page, consoleErrors.allow);

    // The tenant's sums: how many PDAs, the highest demands, each from a PDA.
    await page.goto('/app/tree');
    const sums = page.getByRole('region', { name: 'PDA sums', exact: true });
    // The tenant's first read sums every PDA: slower than the rest of the page.
    await expect(sums.getByTestId('pda-counts')).toContainText('PDAs under this node', {
      timeout: 30_000,
    });
    const highest = sums.getByRole('table', { name: 'Highest demands under this node' });
    await expect(highest.getByRole('row').nth(1)).toBeVisible();
    await expectNoPageOverflow(page);
    await page.screenshot({ path: `${SHOTS}/${size.name}-node-sums.png`, fullPage: true });

    // Its source PDA opens with the PDA's own sums beside the node's highest.
    await highest.getByRole('link').first().click();
    const panel = pdaPanel(page);
    await expect(panel.getByRole('table', { name: 'PDA sums' })).toBeVisible({ timeout: 30_000 });
    const name = (await panel.getByRole('heading', { level: 2 }).textContent()) ?? '';
    expect(name).not.toBe('');

    // Rename it: a refused (empty) name cannot be saved; Cancel keeps the old one.
    await panel.getByRole('button', { name: 'Edit description' }).click();
    await panel.getByRole('textbox', { name: 'Description' }).fill('   ');
    await expect(panel.getByText('Description must not be empty')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expectNoPageOverflow(page);
    await page.screenshot({ path: `${SHOTS}/${size.name}-pda-description.png` });
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText(name);

    const renamed = `${name} (${size.name} check)`;
    await rename(page, name, renamed);
    await expectNoPageOverflow(page);
    await page.screenshot({ path: `${SHOTS}/${size.name}-pda-sums.png`, fullPage: true });

    // The sums are read again while shown (every 10 s): a second read of each arrives.
    await expect
      .poll(() => reads.filter((r) => r === 'pdasum/byPDA').length, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);
    expect(reads).toContain('pdasum/byNode');
    expect(reads).toContain('agg-pda');

    // Back to the demo name, for the other browser tests.
    await rename(page, renamed, name);
  });
}

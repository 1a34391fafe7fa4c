import type { Locator, Page } from '@playwright/test';
import { resolve } from 'node:path';
import { DATA_DIR, REPO_ROOT } from './env';
import { expect, test } from './fixtures';
import { pageOverflow, PHONE } from './phone-checks';
import { signInAsAdmin } from './tree-helpers';

/** Issue 32 item 6: the placement and kanban tables on phones, tablets and a desktop. */
const SHOTS = resolve(REPO_ROOT, DATA_DIR, 'screens');
const WIDTHS = [PHONE, { width: 768, height: 1024 }, { width: 1440, height: 900 }];

const fitsScreen = (page: Page) =>
  expect
    .poll(async () => {
      const o = await pageOverflow(page);
      return o.scrollWidth - o.innerWidth;
    })
    .toBeLessThanOrEqual(0);

/**
 * The element lies wholly inside the viewport's width and is what a tap at its centre hits, with
 * the page scrolled only vertically: a table scrolled sideways inside its container would hide it.
 */
async function insideWidth(page: Page, target: Locator) {
  await expect(target).toBeAttached({ timeout: 15_000 });
  const where = await target.evaluate((el) => {
    window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2);
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return {
      left: r.left,
      right: r.right,
      hit: hit !== null && (el.contains(hit) || hit.contains(el)),
    };
  });
  expect(where.left).toBeGreaterThanOrEqual(0);
  expect(where.right).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(where.hit, 'nothing covers it or clips it').toBe(true);
}

test('placement slots keep Confirm on screen and the kanban keeps Qty 2 and Filled at 390, 768 and 1440 px', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page, consoleErrors.allow);
  await page.goto('/app/nhp-list');
  await page
    .getByRole('link', { name: /^\S+ Day Pool New Hire Class$/ })
    .first()
    .click();
  await expect(page.getByTestId('class-status')).toHaveText('Placement In Progress');
  const placementUrl = page.url();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await fitsScreen(page);
    const confirm = page.getByRole('button', { name: 'Confirm', exact: true }).first();
    await expect(confirm).toBeVisible({ timeout: 15_000 });
    await insideWidth(page, confirm);
    // Clickable: nothing lies over its centre.
    await confirm.click({ trial: true });
    if (size.width !== 768)
      await page.screenshot({ path: `${SHOTS}/placement-${size.width}.png`, fullPage: true });
  }

  // A new class in KANBAN: its first node with inputs shows both quantities and Filled.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/app/nhp-list');
  const form = page.getByRole('form', { name: 'New class' });
  await form.getByRole('combobox', { name: 'Pool' }).click();
  await page.getByRole('option').first().click();
  await form.getByRole('textbox', { name: 'Description' }).fill(`Phone class ${Date.now()}`);
  const d = new Date(Date.now() + 12 * 86_400_000);
  await form.getByLabel('Start date').fill(d.toISOString().slice(0, 10));
  await form.getByRole('button', { name: 'Create class' }).click();
  await expect(page.getByTestId('class-status')).toHaveText('Add Job Openings');
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await fitsScreen(page);
    const qty2 = page.getByRole('textbox', { name: /^Second-shift openings of/ }).first();
    await insideWidth(page, qty2);
    const filled = page.getByText('Filled', { exact: true }).first();
    await insideWidth(page, filled);
    await insideWidth(page, page.getByText('Qty 2', { exact: true }).first());
    if (size.width !== 768) await page.screenshot({ path: `${SHOTS}/kanban-${size.width}.png` });
  }
  expect(placementUrl).toMatch(/nhp-class/);
});

test('the top bar stays above the left menu after scrolling at 1440 px', async ({
  page,
  consoleErrors,
}) => {
  await signInAsAdmin(page, consoleErrors.allow);
  await page.setViewportSize({ width: 1440, height: 500 });
  await page.goto('/app/nhp-list');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 300));
  const menuButton = page.getByRole('button', { name: /navigation$/ });
  const box = (await menuButton.boundingBox())!;
  // The element the user would hit at the menu button's centre is the button (or inside it).
  const hit = await page.evaluate(
    ([x, y]) => {
      const el = document.elementFromPoint(x, y);
      return el?.closest('button')?.getAttribute('aria-label') ?? el?.tagName ?? null;
    },
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(hit).toMatch(/navigation$/);
});

test('on a phone the end of a page scrolls clear of the version label', async ({
  page,
  consoleErrors,
}) => {
  await signInAsAdmin(page, consoleErrors.allow);
  await page.setViewportSize(PHONE);
  await page.goto('/app/users');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // The page's last element ends above the label's top edge once scrolled to the end.
  const gap = await page.evaluate(() => {
    const main = document.getElementById('main-content')!;
    const last = main.lastElementChild!;
    const label = document.querySelector('[data-testid="version-label"]')!;
    return label.getBoundingClientRect().top - last.getBoundingClientRect().bottom;
  });
  expect(gap).toBeGreaterThanOrEqual(0);
});

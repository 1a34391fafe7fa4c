import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** A phone (iPhone 12-15 class), the narrowest screen every route must fit. */
export const PHONE = { width: 390, height: 844 };

export async function pageOverflow(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const isSerious = (v: Violation) => v.impact === 'serious' || v.impact === 'critical';

/** Rules checked whatever axe rates them: a page's outline and its tables' headers. */
const ALWAYS = new Set(['heading-order', 'empty-table-header', 'page-has-heading-one']);

/** The findings `keep` keeps, one line each, so a failure names what and where. */
async function findings(page: Page, keep: (v: Violation) => boolean): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter(keep).map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`)
        .join(' | ')}`,
  );
}

/** Serious and critical axe findings. */
export const seriousViolations = (page: Page) => findings(page, isSerious);

/**
 * The serious and critical findings, and those of the ALWAYS rules (moderate or minor in axe,
 * but what a screen-reader user navigates by).
 */
export const a11yFindings = (page: Page) => findings(page, (v) => isSerious(v) || ALWAYS.has(v.id));

/**
 * Colours caught mid-transition (a button turning enabled as data arrives) are not the page's
 * colours: axe sees the settled page.
 */
export function withoutTransitions(page: Page) {
  return page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '*, *::before, *::after { transition: none !important; }';
      document.head.append(style);
    }),
  );
}

/**
 * Waits for the page's loading indicators to go. A scheduler run's own bar (named
 * "<job> progress") is content, not loading: a page listing runs keeps it.
 */
export async function loaded(page: Page, path: string) {
  await expect(
    page.locator('[role=progressbar]:not([aria-label$=" progress"])'),
    `${path}: still loading`,
  ).toHaveCount(0, { timeout: 15_000 });
}

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** A phone (iPhone 12-15 class), the narrowest screen every route must fit. */
export const PHONE = { width: 390, height: 844 };

export async function pageOverflow(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
}

/** Serious and critical axe findings, one line each, so a failure names what and where. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`)
          .join(' | ')}`,
    );
}

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

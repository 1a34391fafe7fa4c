import type { Locator } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DATA_DIR, REPO_ROOT } from './env';
import { expect, test } from './fixtures';
import { apiGet, signInAsAdmin } from './tree-helpers';

// Issue 32 item 7: a candidate without HR data still has a page worth opening (contact
// details, exams, the jobs they fit), and a finalized exam's values are read in full contrast.
const SHOTS = resolve(REPO_ROOT, DATA_DIR, 'screens');
type Hit = { kind: string; url: string };
type PersonId = { aIDType: { description: string } };
type Jobs = { assessed: boolean; jobs: unknown[] };
type Exam = { examStatusEnum: string; examTypeKind: string };

/** WCAG's contrast ratio of an element's text against the first opaque background behind it. */
async function textContrast(target: Locator): Promise<number> {
  return target.evaluate((el) => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const lin = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const style = getComputedStyle(el);
    // A disabled input paints its text with -webkit-text-fill-color, not color.
    const fg = rgb(style.webkitTextFillColor || style.color);
    let node: Element | null = el;
    let bg = [255, 255, 255];
    while (node) {
      const c = rgb(getComputedStyle(node).backgroundColor);
      if (c.length >= 3 && (c.length === 3 || c[3] > 0.99)) {
        bg = c.slice(0, 3);
        break;
      }
      node = node.parentElement;
    }
    // A translucent text colour (MUI greys disabled text to 38 % black) shows blended.
    const alpha = fg.length > 3 ? fg[3] : 1;
    const seen = [0, 1, 2].map((i) => fg[i] * alpha + bg[i] * (1 - alpha));
    const [a, b] = [luminance(seen), luminance(bg)].sort((x, y) => y - x);
    return (a + 0.05) / (b + 0.05);
  });
}

test('a candidate without HR data shows contact details, exams and the jobs they fit; finalized values read in full contrast', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page, consoleErrors.allow);
  // A person found by the search who has no Workday candidate ID and a finalized PPT exam.
  let personUuid = '';
  for (const hit of await apiGet<Hit[]>(page, `public/spotlight/${btoa('a')}`)) {
    if (hit.kind !== 'person') continue;
    const uuid = hit.url.split('/').pop()!;
    const ids = await apiGet<PersonId[]>(page, `secure/person/${uuid}/ids`);
    if (ids.some((i) => i.aIDType.description === 'Workday Candidate ID')) continue;
    const exams = await apiGet<Exam[]>(page, `secure/person/${uuid}/exams`);
    const jobs = await apiGet<Jobs>(page, `secure/person/${uuid}/fitting-jobs`);
    if (
      exams.some((e) => e.examTypeKind === 'PPT' && e.examStatusEnum === 'COMPLETE') &&
      jobs.jobs.length > 0
    ) {
      personUuid = uuid;
      break;
    }
  }
  expect(personUuid, 'a demo person without HR data, assessed, fitting some job').not.toBe('');

  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.goto(`/app/person/${personUuid}`);
    await expect(page.getByRole('region', { name: 'Contact details' })).toContainText('Phone');
    const exams = page.getByRole('list', { name: 'Exams' });
    await expect(exams.getByRole('listitem').first()).toBeVisible();
    const jobs = page.getByRole('region', { name: 'Jobs they fit' });
    await expect(jobs.getByText(/^Fits \d+ of \d+ analysed jobs?\.$/)).toBeVisible();
    await expect(
      jobs.getByRole('list', { name: 'Jobs they fit' }).getByRole('listitem').first(),
    ).toBeVisible();
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth, 'the page fits the screen').toBeLessThanOrEqual(innerWidth);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/person-${size.width}.png`, fullPage: true });
  }

  // The finalized PPT exam opens on its roster day; its values are a record read later.
  await page.setViewportSize({ width: 1440, height: 900 });
  const finalized = page
    .getByRole('list', { name: 'Exams' })
    .getByRole('listitem')
    .filter({ hasText: 'Complete' })
    .first()
    .getByRole('link');
  await finalized.click();
  await expect(page).toHaveURL(/\/rosters\/\d{4}\/\d{1,2}\/\d{1,2}\/[0-9a-f-]{36}$/);
  const value = page.locator('input:disabled:not([value=""])').first();
  await expect(value).toBeVisible({ timeout: 15_000 });
  expect(await textContrast(value)).toBeGreaterThanOrEqual(4.5);
});

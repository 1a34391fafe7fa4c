import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsDemoUser } from './staff-sign-in';
import { apiGet } from './tree-helpers';

type Hit = { kind: string; url: string; title: string; description: string };
const PASSWORD = 'Staffing-Find-2026!';
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** What the search answers the signed-in user for `text`, as the header asks it. */
const searchAs = (page: Page, text: string) =>
  apiGet<Hit[]>(
    page,
    `public/spotlight/${encodeURIComponent(Buffer.from(text).toString('base64'))}`,
  );

test('staffing finds a person and a class from the header, grouped by kind, and opens them', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemoUser(page, (e) => consoleErrors.allow(e), 'staffing', PASSWORD);
  // Before issue 32 the search was premise's alone: staffing had no search box at all.
  const search = page.getByRole('combobox', { name: 'Search' });
  await expect(search).toBeVisible();

  const person = (await searchAs(page, 'a')).find((h) => h.kind === 'person')!;
  expect(person, 'the demo staffing user reads some person').toBeDefined();
  await search.fill(person.title);
  const list = page.getByRole('listbox');
  await expect(list.getByText('People', { exact: true })).toBeVisible();
  await list
    .getByRole('option', { name: startsWith(person.title) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${person.url}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(person.title.split(' ')[0]);

  const klass = (await searchAs(page, 'class')).find((h) => h.kind === 'class')!;
  expect(klass, 'the demo staffing user reads some class').toBeDefined();
  await search.fill(klass.title);
  await expect(list.getByText('Classes', { exact: true })).toBeVisible();
  await list
    .getByRole('option', { name: startsWith(klass.title) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${klass.url}$`));
});

test('on a phone the search opens from the top bar and finds a job', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDemoUser(page, (e) => consoleErrors.allow(e), 'staffing', PASSWORD);
  const job = (await searchAs(page, 'line')).find((h) => h.kind === 'job')!;
  expect(job, 'the demo staffing user reads some job').toBeDefined();
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('combobox', { name: 'Search' }).fill(job.title);
  const list = page.getByRole('listbox');
  await expect(list.getByText('Jobs', { exact: true })).toBeVisible();
  await list
    .getByRole('option', { name: startsWith(job.title) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${job.url}$`));
});

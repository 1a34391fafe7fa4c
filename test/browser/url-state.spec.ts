import { expect, test } from './fixtures';
import { apiGet, signInAsAdmin } from './tree-helpers';

// Issue 32 item 8: a view's state lives in the URL, so a reload, Back and a shared link (the
// same address opened in another tab) return to the same view.
type Hit = { kind: string; url: string; title: string };

test('the PDA tab, a grid’s search and the employer’s filter survive a reload, Back and a shared link', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page, consoleErrors.allow);
  await page.setViewportSize({ width: 1440, height: 900 });

  // The PDA's tab.
  const pda = (await apiGet<Hit[]>(page, `public/spotlight/${btoa('a')}`)).find(
    (h) => h.kind === 'pda',
  )!;
  expect(pda, 'the search finds a PDA').toBeDefined();
  await page.goto(`/app${pda.url}`);
  const tabs = page.getByRole('tablist', { name: 'PDA tabs' });
  await expect(tabs.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', { name: 'Elements' }).click();
  await expect(page).toHaveURL(/[?&]tab=Elements#/);
  await page.reload();
  await expect(tabs.getByRole('tab', { name: 'Elements' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.goBack();
  await expect(tabs.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
  await page.goForward();
  await expect(tabs.getByRole('tab', { name: 'Elements' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // A grid's search and sort.
  await page.goto('/app/users');
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row').filter({ hasText: 'recruiter' }).first()).toBeVisible();
  const rowsBefore = await grid.getByRole('row').count();
  await page.getByRole('searchbox', { name: 'Search' }).fill('staffing');
  await expect(page).toHaveURL(/users\.q=staffing/);
  await grid.getByRole('columnheader', { name: /^E-mail/ }).click();
  await expect(page).toHaveURL(/users\.s=emailAddress(%3A|:)asc/);
  const shared = page.url();
  for (const view of [page, await context.newPage()]) {
    if (view === page) await page.reload();
    else await view.goto(shared);
    await expect(view.getByRole('searchbox', { name: 'Search' })).toHaveValue('staffing');
    const rows = view.getByRole('grid').getByRole('row');
    await expect(rows.nth(1)).toContainText(/staffing/i);
    expect(await rows.count()).toBeLessThan(rowsBefore);
    await expect(
      view.getByRole('grid').getByRole('columnheader', { name: /^E-mail/ }),
    ).toHaveAttribute('aria-sort', 'ascending');
    if (view !== page) await view.close();
  }

  // The employer's filter and search on a job's people.
  await page.goto('/app/employer');
  await page.getByRole('list', { name: 'Open jobs' }).getByRole('link').first().click();
  await expect(page.getByRole('list', { name: 'People' })).toBeVisible();
  await page.getByRole('button', { name: 'Not assessed' }).click();
  await page.getByRole('searchbox', { name: 'Search by name or ID' }).fill('a');
  await expect(page).toHaveURL(/fit=NOT_ASSESSED/);
  await expect(page).toHaveURL(/[?&]q=a/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Not assessed' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('searchbox', { name: 'Search by name or ID' })).toHaveValue('a');
});

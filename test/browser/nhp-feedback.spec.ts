import { expect, test } from './fixtures';
import { signInAsAdmin } from './tree-helpers';

// Issue 32, item 2: Auto-Place says what it did and why; Delete Class shows no failure of the
// class it deleted.

const pad = (n: number) => String(n).padStart(2, '0');
const inDays = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

test('Auto-Place names what it placed and why slots stayed empty; Delete Class leaves cleanly', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page, consoleErrors.allow);
  // The deleted class's reads, asked again as it goes, answer 404: expected, not shown.
  consoleErrors.allow({ status: 404, urlPart: '/api/v1/private/nhp-classes/' });
  consoleErrors.allow({ status: 404, urlPart: '/api/v1/secure/nhp-classes/' });

  await page.goto('/app/nhp-list');
  const form = page.getByRole('form', { name: 'New class' });
  await form.getByRole('combobox', { name: 'Pool' }).click();
  await page
    .getByRole('option')
    .filter({ hasText: /Day Pool$/ })
    .first()
    .click();
  const description = `Feedback class ${Date.now()}`;
  await form.getByRole('textbox', { name: 'Description' }).fill(description);
  await form.getByLabel('Start date').fill(inDays(10));
  await form.getByRole('button', { name: 'Create class' }).click();
  await expect(page.getByTestId('class-status')).toHaveText('Add Job Openings');
  // Loaded afresh, the class list's code is not in the page yet: leaving waits for it.
  await page.goto(page.url());

  // One opening at a shop: a node above the jobs, holding no PDA of its own.
  const shop = page.getByRole('textbox', { name: /^First-shift openings of/ }).first();
  const name = ((await shop.getAttribute('aria-label')) ?? '').replace(
    /^First-shift openings of /,
    '',
  );
  await shop.fill('1');
  await shop.press('Enter');
  await expect(page.getByText('1 openings, 0 filled, 0 confirmed')).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Finalize Kanbans' }).click();
  await expect(page.getByTestId('class-status')).toHaveText('Placement In Progress');

  await page.getByRole('button', { name: 'Auto-Place', exact: true }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Auto-Place' });
  await expect(notice).toHaveText(
    `Auto-Place placed nobody; 1 slot stayed empty: 1 because the job has no active PDA ` +
      `(completed or approved) to match people against (${name}).`,
  );
  await expect(page.getByText('Auto-Place: done.')).toHaveCount(0);
  await notice.getByRole('button', { name: 'Close' }).click();

  // Back to openings, then deleted: the list opens with no "Class not found" on the way.
  await page.getByRole('button', { name: 'UN-Finalize Kanbans' }).click();
  await expect(page.getByTestId('class-status')).toHaveText('Add Job Openings');
  await page.evaluate(() => {
    const w = window as unknown as { sawNotFound: boolean };
    w.sawNotFound = false;
    new MutationObserver(() => {
      if (/Class not found|There is no such class/.test(document.body.textContent ?? ''))
        w.sawNotFound = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Delete Class' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Class' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New/Open NHP Classes' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('link', { name: description })).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { sawNotFound: boolean }).sawNotFound),
  ).toBe(false);
});

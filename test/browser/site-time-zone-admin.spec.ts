import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsAdmin } from './tree-helpers';

/** Opens 'Org Chart Actions' and picks `item`. */
async function chooseAction(page: Page, item: string) {
  await page.getByRole('button', { name: 'Org Chart Actions' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click();
}

// A client site's time zone is set when the site is created and changed by an administrator
// later (issue 30 item 2; decision 0041): both through the Org Chart Actions.
test('an administrator creates a client site in a time zone and changes it later', async ({
  page,
  consoleErrors,
}) => {
  await signInAsAdmin(page, consoleErrors.allow);
  await page.goto('/app/tree');
  await expect(page.getByTestId('node-level')).toHaveText('tenant');
  // Named to sort last: other specs open the first client site and expect the demo plant under it.
  const site = `Zz E2E Site ${Date.now() % 100000}`;

  await chooseAction(page, 'Create Client Site');
  const create = page.getByRole('dialog', { name: 'Create Client Site' });
  await create.getByRole('textbox', { name: 'Name' }).fill(site);
  const zone = create.getByRole('combobox', { name: 'Time zone' });
  await zone.fill('Mars/Olympus');
  await expect(create.getByText(/is not a time zone/)).toBeVisible();
  await expect(create.getByRole('button', { name: 'Create' })).toBeDisabled();
  await zone.fill('Asia/Tokyo');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: `${site} was created.` })).toBeVisible();

  await page.getByRole('link', { name: site, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site);
  await chooseAction(page, 'Set Time Zone');
  const edit = page.getByRole('dialog', { name: `Set Time Zone: ${site}` });
  await expect(edit.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Tokyo');
  await edit.getByRole('combobox', { name: 'Time zone' }).fill('Europe/Paris');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(
    page.getByRole('alert').filter({ hasText: `${site} now keeps time in Europe/Paris.` }),
  ).toBeVisible();
  await chooseAction(page, 'Set Time Zone');
  await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Time zone' })).toHaveValue(
    'Europe/Paris',
  );
});

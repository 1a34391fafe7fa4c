import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openFirstChild, signInAsAdmin } from './tree-helpers';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const ancestors = (page: Page) => page.getByRole('navigation', { name: 'Ancestors' });

/** Opens 'Org Chart Actions' and picks `item`. */
async function chooseAction(page: Page, item: string) {
  await page.getByRole('button', { name: 'Org Chart Actions' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click();
  await expect(page.getByRole('menu')).toBeHidden();
}

/** Opens 'Org Chart Actions', checks which of `items` it offers, and closes it again. */
async function expectMenu(page: Page, offered: string[], notOffered: string[]) {
  await page.getByRole('button', { name: 'Org Chart Actions' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  for (const item of offered) {
    await expect(menu.getByRole('menuitem', { name: item, exact: true })).toBeVisible();
  }
  for (const item of notOffered) {
    await expect(menu.getByRole('menuitem', { name: item, exact: true })).toHaveCount(0);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

/** The success notice the tree page shows after an action. */
const notice = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('the organisation tree: rename, move, disable, enable and delete a node', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page, consoleErrors.allow);

  await page.goto('/app/tree');
  await expect(page.getByTestId('node-level')).toHaveText('tenant');
  const tenant = (await heading(page).textContent()) ?? '';
  const client = await openFirstChild(page, 'NAMC');
  const shop = await openFirstChild(page, 'Production Shop');

  const stamp = Date.now() % 100000;
  const original = `E2E Section ${stamp}`;
  const renamed = `E2E Renamed Section ${stamp}`;

  await test.step('create a Production Section under the shop', async () => {
    await chooseAction(page, 'Create Child');
    const dialog = page.getByRole('dialog', { name: `Create a child of ${shop}` });
    await dialog.getByRole('combobox', { name: 'Level' }).click();
    await page.getByRole('option', { name: 'Production Section', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill(original);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    await expect(notice(page, `${original} was created.`)).toBeVisible();
    await page
      .getByRole('region', { name: 'Production Section', exact: true })
      .getByRole('link', { name: original, exact: true })
      .click();
    await expect(heading(page)).toHaveText(original);
    await expect(page.getByTestId('node-level')).toHaveText('Production Section');
    await expect(ancestors(page).getByRole('link')).toHaveText([tenant, client, shop]);
  });

  await test.step('rename: blank and unchanged names are refused, a new one is taken', async () => {
    await chooseAction(page, 'Rename');
    const dialog = page.getByRole('dialog', { name: `Rename ${original}` });
    const name = dialog.getByRole('textbox', { name: 'Name' });
    const save = dialog.getByRole('button', { name: 'Rename' });
    await expect(name).toHaveValue(original);
    await expect(save).toBeDisabled();

    await name.fill('   ');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Name required');
    await expect(save).toBeDisabled();
    await name.press('Enter');
    await expect(dialog).toBeVisible();

    await name.fill(`  ${original} `);
    await expect(name).toHaveAccessibleDescription('The new name must differ from the current one');
    await expect(save).toBeDisabled();
    await name.press('Enter');
    await expect(dialog).toBeVisible();

    await name.fill(` ${renamed}  `);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(notice(page, `Renamed to ${renamed}.`)).toBeVisible();
    await expect(heading(page)).toHaveText(renamed);
    await expect(ancestors(page)).toContainText(renamed);
    await expect(ancestors(page)).not.toContainText(original);
  });

  let newParent = '';
  let newParentUrl = '';
  await test.step('move it under another shop of the client', async () => {
    await chooseAction(page, 'Move');
    const dialog = page.getByRole('dialog', { name: `Move ${renamed}` });
    const save = dialog.getByRole('button', { name: 'Move' });
    await expect(save).toBeDisabled();
    await dialog.getByRole('combobox', { name: 'New parent' }).click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    // Other parents of the client, each as its path below the tenant; not the current one.
    const paths = await options.allTextContents();
    expect(paths.length).toBeGreaterThan(0);
    expect(paths).not.toContain(`${client} / ${shop}`);
    for (const path of paths) expect(path.startsWith(`${client} / `), path).toBe(true);
    const target = paths[0];
    newParent = target.split(' / ').at(-1) ?? '';
    await options.first().click();
    await expect(save).toBeEnabled();
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(notice(page, `${renamed} was moved.`)).toBeVisible();
    await expect(heading(page)).toHaveText(renamed);
    await expect(ancestors(page).getByRole('link')).toHaveText([tenant, ...target.split(' / ')]);
    await expect(ancestors(page).getByRole('link', { name: shop, exact: true })).toHaveCount(0);

    // The new parent lists it among its children.
    await ancestors(page).getByRole('link', { name: newParent, exact: true }).click();
    await expect(heading(page)).toHaveText(newParent);
    newParentUrl = page.url();
    await page
      .getByRole('region', { name: 'Production Section', exact: true })
      .getByRole('link', { name: renamed, exact: true })
      .click();
    await expect(heading(page)).toHaveText(renamed);
  });

  await test.step('disable: the menu offers Enable and Delete instead of Disable', async () => {
    await expectMenu(page, ['Disable'], ['Enable', 'Delete']);
    await chooseAction(page, 'Disable');
    await expect(notice(page, `${renamed} was disabled.`)).toBeVisible();
    await expect(page.getByTestId('node-level')).toHaveText('Production Section (disabled)');
    await expectMenu(page, ['Enable', 'Delete'], ['Disable']);
  });

  await test.step('enable it again', async () => {
    await chooseAction(page, 'Enable');
    await expect(notice(page, `${renamed} was enabled.`)).toBeVisible();
    await expect(page.getByTestId('node-level')).toHaveText('Production Section');
    await expectMenu(page, ['Disable'], ['Enable', 'Delete']);
  });

  await test.step('disable and delete it: back on the parent, which no longer lists it', async () => {
    await chooseAction(page, 'Disable');
    await expect(page.getByTestId('node-level')).toHaveText('Production Section (disabled)');
    await chooseAction(page, 'Delete');
    const dialog = page.getByRole('dialog', { name: 'Delete' });
    await expect(dialog).toContainText(`Delete ${renamed}?`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(newParentUrl);
    await expect(heading(page)).toHaveText(newParent);
    await expect(ancestors(page).getByRole('link')).toHaveText([tenant, client]);
    await expect(page.getByRole('link', { name: renamed, exact: true })).toHaveCount(0);
    await expect(page.getByText(renamed)).toHaveCount(0);
  });
});

import { ADMIN_PASSWORD } from './env';
import { chooseNewPassword, expect, logout, mailedResetLink, signIn, test } from './fixtures';

const EMAIL = 'jamie.rivera@example.com';
const PASSWORD = 'Riverside-Recruit-9';

test('an admin adds and invites a recruiter, who signs in but cannot open /users', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page, 'admin', ADMIN_PASSWORD, 'Avery Admin');
  await page.goto('/app/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'recruiter', exact: true })).toBeVisible();
  await expect(page.getByTestId('grid-status')).toContainText('Total rows: 6'); // the six demo users

  // The row menu also opens with a right click; disabling yourself is refused with 400.
  consoleErrors.allow({ status: 400, urlPart: '/enable/false/' });
  await page.getByRole('gridcell', { name: 'admin@example.com' }).click({ button: 'right' });
  await expect(page.getByRole('menu', { name: 'Actions for admin' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Disable' }).click();
  await expect(
    page.getByText('Could not disable admin: You cannot disable yourself'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(EMAIL);
  await dialog.getByRole('textbox', { name: 'E-mail' }).blur();
  await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('Jamie');
  await expect(dialog.getByRole('textbox', { name: 'Last name' })).toHaveValue('Rivera');
  await dialog.getByRole('combobox', { name: 'Security groups' }).click();
  await page.getByRole('option', { name: /^recruiter: Riverside Vehicle Assembly/ }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${EMAIL} was added.`)).toBeVisible();
  await expect(page.getByTestId('grid-status')).toContainText('Total rows: 7');

  await page.getByRole('searchbox').fill('jamie');
  await expect(page.getByTestId('grid-status')).toContainText('Filtered rows: 1');
  const since = Date.now() - 1000;
  await page.getByRole('button', { name: `Actions for ${EMAIL}` }).click();
  await page.getByRole('menuitem', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${EMAIL}`)).toBeVisible();
  const link = await mailedResetLink(EMAIL, since);
  await logout(page);

  await chooseNewPassword(page, link, EMAIL, PASSWORD);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, EMAIL, PASSWORD, 'Jamie Rivera');

  await page.goto('/app/users');
  await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  await expect(page.getByRole('grid')).toBeHidden();
});

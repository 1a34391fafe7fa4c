import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, makeUser } from '@client/test/stubApi';
import { UsersPage } from './UsersPage';
import { admin, renderUsers, riley, rowOf } from './UsersPage.fixtures';

describe(`${UsersPage.name} actions`, { timeout: 20_000 }, () => {
  it('adds a user through the dialog, filling the names from the e-mail', async () => {
    const jane = makeUser({ userUuid: '3', userCode: 'jane.doe@example.com' });
    const { user, api } = renderUsers({ 'POST secure/admin/users': jane });
    await rowOf('riley');

    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = screen.getByRole('dialog', { name: 'Add user' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'E-mail' }),
      'jane.doe@example.com',
    );
    await user.tab();
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue('Jane');
    expect(within(dialog).getByRole('textbox', { name: 'Last name' })).toHaveValue('Doe');

    await user.click(within(dialog).getByRole('combobox', { name: 'Security groups' }));
    await user.click(await screen.findByRole('option', { name: /recruiter:Riverside/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('jane.doe@example.com was added.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const post = api.requests.find((r) => r.method === 'POST');
    expect(await post?.json()).toMatchObject({ securityGroupCodes: ['recruiter:Riverside'] });
  });

  it('keeps the dialog and what was typed when Escape is pressed after choosing a group', async () => {
    const { user } = renderUsers();
    await rowOf('riley');
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = screen.getByRole('dialog', { name: 'Add user' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'E-mail' }),
      'jane.doe@example.com',
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Security groups' }));
    await user.click(await screen.findByRole('option', { name: /recruiter:Riverside/ }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add user' })).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveValue(
      'jane.doe@example.com',
    );
    expect(within(dialog).getByRole('button', { name: 'recruiter:Riverside' })).toBeVisible();
  });

  it('shows validation texts and the server message inside the dialog', async () => {
    const { user } = renderUsers({
      'POST secure/admin/users': () =>
        apiError(409, 'A user with this username or e-mail address already exists'),
    });
    await rowOf('riley');

    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = screen.getByRole('dialog', { name: 'Add user' });
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'riley');
    await user.click(within(dialog).getByRole('textbox', { name: 'First name' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Last name' }));
    await user.tab();
    expect(within(dialog).getByText('Invalid email')).toBeInTheDocument();
    expect(within(dialog).getByText('First name required')).toBeInTheDocument();
    expect(within(dialog).getByText('Last name required')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), '@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Riley');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Again');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A user with this username or e-mail address already exists',
    );
  });

  it('edits a user from the row menu', async () => {
    const { user, api } = renderUsers({ 'POST secure/admin/users/:id': riley });
    await rowOf('riley');

    await user.click(screen.getByRole('button', { name: 'Actions for riley' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit user riley' });
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveValue(
      'riley@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('riley was saved.')).toBeInTheDocument();
    expect(api.paths()).toContain(`POST secure/admin/users/${riley.userUuid}`);
  });

  it('opens the same menu with a right click on the row', async () => {
    const { user } = renderUsers();
    const row = await rowOf('riley');

    await user.pointer({ keys: '[MouseRight]', target: within(row).getByText('Riley Recruiter') });

    const menu = screen.getByRole('menu', { name: 'Actions for riley' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Disable', 'Reset password', 'Send invitation']);
  });

  it('disables a user and refreshes the list', async () => {
    let listed = 0;
    const { user, api } = renderUsers({
      'GET secure/users': () =>
        json(++listed === 1 ? [admin, riley] : [admin, { ...riley, enabled: false }]),
      'GET secure/admin/users/:id/enable/:enabled/:token': { ...riley, enabled: false },
    });
    await rowOf('riley');

    await user.click(screen.getByRole('button', { name: 'Actions for riley' }));
    await user.click(screen.getByRole('menuitem', { name: 'Disable' }));

    expect(await screen.findByText('riley is now disabled.')).toBeInTheDocument();
    expect(api.paths()).toContainEqual(
      expect.stringMatching(
        new RegExp(`^GET secure/admin/users/${riley.userUuid}/enable/false/[0-9a-f-]{36}$`),
      ),
    );
    await waitFor(() => expect(listed).toBe(2));
  });

  it('shows why disabling failed', async () => {
    const { user } = renderUsers({
      'GET secure/admin/users/:id/enable/:enabled/:token': () =>
        apiError(400, 'You cannot disable yourself'),
    });
    await rowOf('admin');

    await user.click(screen.getByRole('button', { name: 'Actions for admin' }));
    await user.click(screen.getByRole('menuitem', { name: 'Disable' }));

    expect(
      await screen.findByText('Could not disable admin: You cannot disable yourself'),
    ).toBeInTheDocument();
  });

  it('sends a password reset to the e-mail address of the user', async () => {
    const { user, api } = renderUsers({
      'GET secure/admin/users/:email/forgot/:requestId': { message: 'sent' },
    });
    await rowOf('riley');

    await user.click(screen.getByRole('button', { name: 'Actions for riley' }));
    await user.click(screen.getByRole('menuitem', { name: 'Reset password' }));

    expect(
      await screen.findByText('A password reset e-mail was sent to riley@example.com.'),
    ).toBeInTheDocument();
    expect(api.paths()).toContainEqual(
      expect.stringMatching(/^GET secure\/admin\/users\/riley%40example\.com\/forgot\//),
    );
  });

  it("sends an invitation and shows the server's answer", async () => {
    const { user } = renderUsers({
      'GET secure/admin/users/invite/:uuid/:requestId': {
        message: 'Invitation sent to riley@example.com',
      },
    });
    await rowOf('riley');

    await user.click(screen.getByRole('button', { name: 'Actions for riley' }));
    await user.click(screen.getByRole('menuitem', { name: 'Send invitation' }));

    expect(await screen.findByText('Invitation sent to riley@example.com')).toBeInTheDocument();
  });

  it('offers no mails for a disabled user', async () => {
    const { user } = renderUsers({ 'GET secure/users': [admin, { ...riley, enabled: false }] });
    await rowOf('riley');

    await user.click(screen.getByRole('button', { name: 'Actions for riley' }));

    expect(screen.getByRole('menuitem', { name: 'Enable' })).toBeEnabled();
    expect(screen.getByRole('menuitem', { name: /Reset password/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('menuitem', { name: /Send invitation/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});

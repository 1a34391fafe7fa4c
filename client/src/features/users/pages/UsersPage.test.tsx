import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@client/test/renderWithProviders';
import {
  apiError,
  json,
  makeUser,
  signedInRoutes,
  stubApi,
  type ApiRoutes,
} from '@client/test/stubApi';
import { RequireAuth } from '@client/features/auth';
import { UsersPage } from './UsersPage';

const admin = makeUser();
const riley = makeUser({
  userUuid: '22222222-2222-4222-8222-222222222222',
  userCode: 'riley',
  emailAddress: 'riley@example.com',
  firstName: 'Riley',
  lastName: 'Recruiter',
  locked: true,
  lastLogin: null,
  collUserSecurityGroups: [{ securityGroupCode: 'recruiter:Riverside', userUuid: '2222' }],
});
const groups = [
  { securityGroupCode: 'premise:admin', description: 'Premise administrators' },
  { securityGroupCode: 'recruiter:Riverside', description: 'Recruiters of Riverside' },
];

function renderUsers(routes: ApiRoutes = {}, me = admin) {
  const api = stubApi({
    ...signedInRoutes(me),
    'GET secure/users': [admin, riley],
    'GET secure/admin/security-groups': groups,
    ...routes,
  });
  return {
    api,
    ...renderWithProviders(
      <RequireAuth>
        <UsersPage />
      </RequireAuth>,
      { route: '/users' },
    ),
  };
}

const grid = () => screen.getByRole('grid');
const rowOf = async (userCode: string) =>
  (await screen.findByRole('gridcell', { name: userCode })).closest('[role="row"]') as HTMLElement;

// The data grid renders slowly under jsdom; typing into the dialog beside it takes seconds.
describe(UsersPage.name, { timeout: 20_000 }, () => {
  it('lists the users with their groups, flags and counts', async () => {
    renderUsers();

    const row = await rowOf('riley');
    expect(within(row).getByText('Riley Recruiter')).toBeInTheDocument();
    expect(within(row).getByText('riley@example.com')).toBeInTheDocument();
    expect(within(row).getByText('recruiter:Riverside')).toBeInTheDocument();
    for (const header of [
      'Username',
      'Name',
      'E-mail',
      'Groups',
      'Enabled',
      'Locked',
      'Last login',
    ])
      expect(within(grid()).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(screen.getByTestId('grid-status')).toHaveTextContent('Total rows: 2 · Filtered rows: 2');
  });

  it('narrows the rows with the quick filter and counts what is left', async () => {
    const { user } = renderUsers();
    await rowOf('riley');

    await user.type(screen.getByRole('searchbox'), 'riverside');

    await waitFor(() =>
      expect(screen.getByTestId('grid-status')).toHaveTextContent(
        'Total rows: 2 · Filtered rows: 1',
      ),
    );
    expect(screen.queryByRole('gridcell', { name: 'admin' })).not.toBeInTheDocument();
  });

  it('says so when there are no users', async () => {
    renderUsers({ 'GET secure/users': [] });

    expect(await screen.findByText('No users yet.')).toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    let calls = 0;
    const { user } = renderUsers({
      'GET secure/users': () =>
        ++calls === 1 ? apiError(503, 'Database unavailable') : json([admin, riley]),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The users could not be loaded: Database unavailable',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await rowOf('riley')).toBeInTheDocument();
  });

  it('tells a user without admin rights that the page is not for them, without asking the API', async () => {
    const { api } = renderUsers({}, riley);

    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    expect(api.paths()).toEqual(['GET public/me']);
  });

  it('shows the same when the API answers 403', async () => {
    renderUsers({ 'GET secure/users': () => apiError(403, 'Forbidden') });

    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
  });

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

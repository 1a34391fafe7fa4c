import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '@client/test/stubApi';
import { UsersPage } from './UsersPage';
import { admin, grid, renderUsers, riley, rowOf } from './UsersPage.fixtures';

describe(`${UsersPage.name} listing`, { timeout: 20_000 }, () => {
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
});

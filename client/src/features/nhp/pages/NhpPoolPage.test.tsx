import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { swimmer } from '@client/test/nhpData';
import { renderWithProviders } from '@client/test/renderWithProviders';
import { apiError, makeUser, signedInRoutes, stubApi, type ApiRoutes } from '@client/test/stubApi';
import { RequireAuth } from '@client/features/auth';
import { NhpPoolPage } from './NhpPoolPage';

const MEMBERS = [
  swimmer(),
  swimmer({ swimmerUuid: 'w2', firstName: 'Grace', lastName: 'Hopper', id: 'APP-1002' }),
  swimmer({
    swimmerUuid: 'w3',
    pool: 'Riverside Night',
    firstName: 'Alan',
    lastName: 'Turing',
    id: 'APP-1003',
  }),
  swimmer({
    swimmerUuid: 'w4',
    client: 'Lakeview',
    pool: 'Lakeview Day',
    firstName: 'Edsger',
    lastName: 'Dijkstra',
    id: 'APP-2001',
  }),
];

function renderPool(routes: ApiRoutes = {}, me = makeUser()) {
  const api = stubApi({ ...signedInRoutes(me), 'GET secure/nhp-swimmers': MEMBERS, ...routes });
  return {
    api,
    ...renderWithProviders(
      <RequireAuth>
        <NhpPoolPage />
      </RequireAuth>,
      { route: '/nhp-pool' },
    ),
  };
}

describe(NhpPoolPage.name, { timeout: 20_000 }, () => {
  it('groups the members by client then pool, with the counts in the status bar', async () => {
    renderPool();
    expect(await screen.findByText('Ada Lovelace', {}, { timeout: 5000 })).toBeVisible();
    const headers = screen.getAllByTestId('pool-group').map((h) => h.textContent);
    expect(headers).toEqual([
      'Riverside (3)',
      'Riverside Day (2)Excel',
      'Riverside Night (1)Excel',
      'Lakeview (1)',
      'Lakeview Day (1)Excel',
    ]);
    expect(screen.getByTestId('grid-status')).toHaveTextContent('Total rows: 4 · Filtered rows: 4');
    // The App ID column shows the member's ID, not the grid's row id.
    const ada = screen.getByText('Ada Lovelace').closest('[role="row"]') as HTMLElement;
    expect(within(ada).getByText('APP-1001')).toBeVisible();
  });

  it('filters leaves with the quick filter, by name or pool', async () => {
    const { user } = renderPool();
    await screen.findByText('Ada Lovelace', {}, { timeout: 5000 });
    await user.type(screen.getByPlaceholderText('Search…'), 'night');
    await waitFor(() =>
      expect(screen.getByTestId('grid-status')).toHaveTextContent(
        'Total rows: 4 · Filtered rows: 1',
      ),
    );
    expect(screen.getByText('Alan Turing')).toBeVisible();
    expect(screen.queryByText('Ada Lovelace')).toBeNull();
  });

  it('exports one pool to an Excel file named after it', async () => {
    const createObjectURL = vi.fn(() => 'blob:pool');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const { user } = renderPool();
    await screen.findByText('Ada Lovelace', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Export Riverside Day to Excel' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toMatch(/^Riverside Day \d{4}-\d{2}-\d{2} \d{6}\.xlsx$/);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('says so when no pool has members', async () => {
    renderPool({ 'GET secure/nhp-swimmers': [] });
    expect(await screen.findByText('No pool members.', {}, { timeout: 5000 })).toBeVisible();
  });

  it('shows a load failure with Retry', async () => {
    renderPool({ 'GET secure/nhp-swimmers': () => apiError(503, 'Database unavailable') });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('The pool members could not be loaded: Database unavailable');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('refuses a recruiter', async () => {
    const recruiter = makeUser({
      collUserSecurityGroups: [{ securityGroupCode: 'recruiter:Riverside', userUuid: '1' }],
    });
    const { api } = renderPool({}, recruiter);
    expect(await screen.findByText('You do not have access to this page.')).toBeVisible();
    expect(api.paths()).not.toContain('GET secure/nhp-swimmers');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import {
  apiError,
  json,
  makeUser,
  signedInRoutes,
  stubApi,
  type ApiRoutes,
} from '../../../test/stubApi';
import { RequireAuth } from '../../auth';
import { roster } from '../../../test/rosterData';
import { RealtimeRosterPage } from './RealtimeRosterPage';

function renderRealtime(route: string, routes: ApiRoutes = {}, me = makeUser()) {
  const api = stubApi({
    ...signedInRoutes(me),
    'GET secure/rosters/:y/:m/:d': roster(3),
    ...routes,
  });
  return {
    api,
    ...renderWithProviders(
      <RequireAuth>
        <Routes>
          <Route path="/realtime" element={<RealtimeRosterPage />} />
          <Route path="/realtime/:year/:month/:day" element={<RealtimeRosterPage />} />
        </Routes>
      </RequireAuth>,
      { route },
    ),
  };
}

describe(RealtimeRosterPage.name, { timeout: 20_000 }, () => {
  it('groups the day by client then session, with badges and counts', async () => {
    renderRealtime('/realtime/2026/11/25');
    expect(await screen.findByText('Riverside Vehicle Assembly')).toBeInTheDocument();
    expect(screen.getAllByTestId('group-1')).toHaveLength(1);
    expect(screen.getByTestId('grid-status')).toHaveTextContent('Total rows: 3 · Filtered rows: 3');
    const row = screen.getByText('Adams1, Ava').closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('complete').closest('[data-status]')).toHaveAttribute(
      'data-status',
      'complete',
    );
    // The product badge shows only for a COMPLETE exam.
    expect(within(row).getByText('Scored')).toBeInTheDocument();
    const pending = screen.getByText('Adams0, Ava').closest('[role="row"]') as HTMLElement;
    expect(within(pending).queryByText('Scored')).not.toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: '40000000' })).toHaveAttribute(
      'href',
      '/person/66666666-7777-4888-8999-000000000000',
    );
  });

  it('filters the rows, keeping their group headers, and counts what is shown', async () => {
    const { user } = renderRealtime('/realtime/2026/11/25');
    await screen.findByText('Adams2, Ava');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'adams2');
    await waitFor(() =>
      expect(screen.getByTestId('grid-status')).toHaveTextContent(
        'Total rows: 3 · Filtered rows: 1',
      ),
    );
    expect(screen.queryByText('Adams0, Ava')).not.toBeInTheDocument();
    expect(screen.getByText('Riverside Vehicle Assembly')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody');
    expect(await screen.findByText('No exams on this day.')).toBeInTheDocument();
  });

  it('refreshes every 10 seconds', async () => {
    let calls = 0;
    renderRealtime('/realtime/2026/11/25', {
      'GET secure/rosters/:y/:m/:d': () => json(roster(++calls > 1 ? 1 : 3)),
    });
    await screen.findByText('Adams2, Ava');
    await waitFor(() => expect(screen.queryByText('Adams2, Ava')).not.toBeInTheDocument(), {
      timeout: 12_000,
    });
  });

  it('opens today without a date, and shows a failure with a retry', async () => {
    const { api } = renderRealtime('/realtime', {
      'GET secure/rosters/:y/:m/:d': () => apiError(503, 'Database unavailable'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The roster could not be loaded: Database unavailable',
    );
    const today = new Date();
    expect(api.paths()).toContain(
      `GET secure/rosters/${today.getFullYear()}/${today.getMonth() + 1}/${today.getDate()}`,
    );
  });
});

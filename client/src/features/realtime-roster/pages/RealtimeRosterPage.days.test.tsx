import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '@client/test/stubApi';
import {
  entry,
  location,
  day,
  twoClients,
  staffing,
  renderRealtime,
  badgeOf,
} from './realtimeRosterTestData';

describe('RealtimeRosterPage: days, failures and access', { timeout: 20_000 }, () => {
  it('refreshes every 10 seconds', async () => {
    let calls = 0;
    const { api } = renderRealtime('/realtime/2026/11/25', {
      'GET secure/rosters/:y/:m/:d': () => {
        calls += 1;
        const roster = twoClients();
        if (calls > 1) {
          const baker = roster.locations[0].rooms[0].slots[1].entries[0];
          baker.examStatusEnum = 'NOSHOW';
          roster.locations[1].rooms[0].slots[0].entries.push(entry('Evans'));
        }
        return json(roster);
      },
    });
    await screen.findByText('Baker, Ava');
    expect(badgeOf('Baker, Ava')).toHaveTextContent('Pending');
    const started = Date.now();
    expect(await screen.findByText('Evans, Ava', {}, { timeout: 12_000 })).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThan(8_000);
    expect(badgeOf('Baker, Ava')).toHaveTextContent('No Show');
    expect(screen.getByTestId('grid-status')).toHaveTextContent('Total rows: 5');
    expect(api.paths().filter((p) => p.startsWith('GET secure/rosters/'))).toHaveLength(2);
  });

  it('opens today without a date', async () => {
    const { api } = renderRealtime('/realtime');
    const today = new Date();
    const path = `${today.getFullYear()}/${today.getMonth() + 1}/${today.getDate()}`;
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/realtime/${path}`));
    await screen.findByText('Adams, Ava');
    expect(api.paths()).toContain(`GET secure/rosters/${path}`);
  });

  it('opens today for a path that is not a date, and the picker navigates', async () => {
    const { user } = renderRealtime('/realtime/2026/13/40');
    const today = new Date();
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        `/realtime/${today.getFullYear()}/${today.getMonth() + 1}/${today.getDate()}`,
      ),
    );
    await screen.findByText('Adams, Ava');
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        `/realtime/${yesterday.getFullYear()}/${yesterday.getMonth() + 1}/${yesterday.getDate()}`,
      ),
    );
  });

  it('says when the day has no exams', async () => {
    renderRealtime('/realtime/2026/11/25', {
      'GET secure/rosters/:y/:m/:d': day(location('Riverside Vehicle Assembly', [])),
    });
    expect(await screen.findByText('No exams on this day.')).toBeInTheDocument();
    expect(screen.getByTestId('grid-status')).toHaveTextContent('Total rows: 0 · Filtered rows: 0');
  });

  it('shows a failure with a retry', async () => {
    let fail = true;
    const { user } = renderRealtime('/realtime/2026/11/25', {
      'GET secure/rosters/:y/:m/:d': () =>
        fail ? apiError(503, 'Database unavailable') : json(twoClients()),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The roster could not be loaded: Database unavailable');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Adams, Ava')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is not for staffing, and asks nothing of the API', async () => {
    const { api } = renderRealtime('/realtime/2026/11/25', {}, staffing);
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    expect(api.paths().some((p) => p.startsWith('GET secure/rosters/'))).toBe(false);
  });

  it('shows no access when the API refuses', async () => {
    renderRealtime('/realtime/2026/11/25', {
      'GET secure/rosters/:y/:m/:d': () => apiError(403, 'Forbidden'),
    });
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
  });
});

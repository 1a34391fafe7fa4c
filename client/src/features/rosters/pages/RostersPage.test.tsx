import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@client/test/renderWithProviders';
import {
  apiError,
  json,
  makeUser,
  makeUserIn,
  signedInRoutes,
  stubApi,
  type ApiRoutes,
} from '@client/test/stubApi';
import { RequireAuth } from '@client/features/auth';
import { roster } from '@client/test/rosterData';
import { RostersPage } from './RostersPage';

const staffing = makeUser({
  userCode: 'staffing',
  collUserSecurityGroups: [{ securityGroupCode: 'staffing:Riverside', userUuid: '1111' }],
});

function renderRosters(route: string, routes: ApiRoutes = {}, me = makeUser()) {
  const api = stubApi({
    ...signedInRoutes(me),
    'GET secure/rosters/:y/:m/:d': roster(),
    'GET private/users/:id/preferences/:key': { key: 'rosters.lastRoom', value: null },
    'PUT private/users/:id/preferences/:key': async (request: Request) =>
      json({ key: 'rosters.lastRoom', ...(await request.json()) }),
    ...routes,
  });
  return {
    api,
    ...renderWithProviders(
      <RequireAuth>
        <Routes>
          <Route path="/rosters" element={<RostersPage />} />
          <Route path="/rosters/:year/:month/:day" element={<RostersPage />} />
        </Routes>
      </RequireAuth>,
      { route },
    ),
  };
}

describe(RostersPage.name, { timeout: 20_000 }, () => {
  it('shows the rooms and the chosen room’s slots with status badges', async () => {
    const { api } = renderRosters('/rosters/2026/11/25');
    const rooms = await screen.findByRole('list', { name: 'Riverside Assessment Centre' });
    expect(within(rooms).getByText('2 exam(s) · 1 slot(s)')).toBeInTheDocument();
    expect(within(rooms).getByText('0 exam(s) · 0 slot(s) · not schedulable')).toBeInTheDocument();
    const slot = screen.getByRole('region', { name: 'Slot 08:00' });
    expect(within(slot).getByText('Pending')).toBeInTheDocument();
    expect(within(slot).getByText('Complete')).toBeInTheDocument();
    expect(within(slot).getByRole('link', { name: 'Adams0, Ava' })).toHaveAttribute(
      'href',
      '/rosters/2026/11/25/11111111-2222-4333-8444-555555555555',
    );
    expect(api.paths()).toContain('GET secure/rosters/2026/11/25');
  });

  it('goes to today for a day that does not exist', async () => {
    const { api } = renderRosters('/rosters/2026/2/30');
    const today = new Date();
    await waitFor(() =>
      expect(api.paths()).toContain(
        `GET secure/rosters/${today.getFullYear()}/${today.getMonth() + 1}/${today.getDate()}`,
      ),
    );
  });

  it('says so when a room has no exams that day, and remembers the room chosen', async () => {
    const { api, user } = renderRosters('/rosters/2026/11/25');
    await user.click(await screen.findByRole('button', { name: /^Room C/ }));
    expect(await screen.findByText('No exams in Room C on this day.')).toBeInTheDocument();
    expect(api.paths()).toContain(
      'PUT private/users/11111111-1111-4111-8111-111111111111/preferences/rosters.lastRoom',
    );
    expect(screen.getByRole('button', { name: /^Room C/ })).toHaveClass('Mui-selected');
  });

  it('shows a load failure with a retry', async () => {
    renderRosters('/rosters/2026/11/25', {
      'GET secure/rosters/:y/:m/:d': () => apiError(503, 'Database unavailable'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The roster could not be loaded: Database unavailable',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('is not for staffing', async () => {
    const { api } = renderRosters('/rosters/2026/11/25', {}, staffing);
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    // Nothing of the roster is read; the server clock (public, the day a dateless /rosters
    // opens) may be asked for whether it has answered yet or not.
    expect(api.paths().filter((path) => path !== 'GET public/now')).toEqual(['GET public/me']);
  });

  it('syncs the day with the HR system for people who may change HR records, telling what it did', async () => {
    const { api, user } = renderRosters('/rosters/2026/11/5', {
      'PATCH secure/workday/rosters/:date/sync': (_r: Request, [date]: string[]) =>
        json({
          date,
          workdayApiUuid: 'e1',
          people: 3,
          candidates: 2,
          synced: [
            {
              personUuid: 'p1',
              firstName: 'Ava',
              lastName: 'Adams',
              candidateId: 'CAND-1000013',
              changed: ['Email'],
            },
          ],
          missing: ['CAND-1999999'],
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Sync with HR' }));
    expect(
      await screen.findByText(
        '3 people on the roster, 2 found in the HR system, 1 updated; the HR system does not know CAND-1999999',
      ),
    ).toBeVisible();
    expect(api.paths()).toContain('PATCH secure/workday/rosters/2026-11-05/sync');
  });

  it('shows a failed HR sync as "Error: " and the reason, and offers no sync without HR write', async () => {
    const { user, unmount } = renderRosters('/rosters/2026/11/5', {
      'PATCH secure/workday/rosters/:date/sync': () =>
        apiError(502, 'Workday did not answer within 10 s'),
    });
    await user.click(await screen.findByRole('button', { name: 'Sync with HR' }));
    expect(await screen.findByText('Error: Workday did not answer within 10 s')).toBeVisible();
    unmount();

    renderRosters('/rosters/2026/11/5', {}, makeUserIn('recruiter:Riverside'));
    await screen.findByRole('list', { name: 'Riverside Assessment Centre' });
    expect(screen.queryByRole('button', { name: 'Sync with HR' })).not.toBeInTheDocument();
  });
});

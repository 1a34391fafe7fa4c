import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SESSION_JWT_KEY } from '../api/requestHeaders';
import { fakeOpaqueServer } from '../test/fakeOpaqueServer';
import { roster } from '../test/rosterData';
import { renderWithProviders } from '../test/renderWithProviders';
import { apiError, makeUser, signedInRoutes, stubApi } from '../test/stubApi';
import { AppRoutes } from './routes';

function CurrentPath() {
  return <div data-testid="current-path">{useLocation().pathname}</div>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <CurrentPath />
    </>,
    { route },
  );
}

const currentPath = () => screen.getByTestId('current-path');

describe('AppRoutes', { timeout: 20_000 }, () => {
  it('sends an unknown path to the login form', () => {
    stubApi({});
    renderAt('/no/such/path');

    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/login');
  });

  it.each(['/', '/users', '/tree/4f2c', '/nhp-list'])(
    'sends a signed-out visitor of %s to the login form without calling the API',
    (route) => {
      const api = stubApi({});
      renderAt(route);

      expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
      expect(currentPath()).toHaveTextContent('/login');
      expect(api.paths()).toEqual([]);
    },
  );

  it('returns to the remembered page after signing in', async () => {
    const server = await fakeOpaqueServer('admin', 'Correct-Horse-1');
    stubApi({ ...server.routes, 'GET public/me': { user: server.user, sessionId: 'session-42' } });
    const { user } = renderAt('/nhp-class/c1');

    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'admin');
    await user.type(screen.getByLabelText(/^Password/), 'Correct-Horse-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Class' })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/nhp-class/c1');
    expect(screen.getByText('Avery Admin')).toBeInTheDocument();
  });

  it('shows the welcome page at the root once the user is loaded', async () => {
    stubApi(signedInRoutes());
    renderAt('/');

    expect(screen.getByLabelText('Loading your account')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByText('Avery Admin')).toBeInTheDocument();
  });

  it('ends the session and shows the login form when a call answers 401', async () => {
    stubApi({
      ...signedInRoutes(),
      'GET secure/users': () => apiError(401, 'Session has ended'),
    });
    renderAt('/users');

    // The users page is loaded lazily, with the data grid, before it asks for the list.
    expect(
      await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/login');
    expect(localStorage.getItem(SESSION_JWT_KEY)).toBeNull();
  });

  it('ends the session when public/me answers 401 after a reload', async () => {
    stubApi({ ...signedInRoutes(), 'GET public/me': () => apiError(401, 'Session has ended') });
    renderAt('/nhp-list');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_JWT_KEY)).toBeNull();
  });

  it('offers a retry when public/me fails for another reason', async () => {
    let calls = 0;
    stubApi({
      ...signedInRoutes(),
      'GET public/me': () =>
        ++calls === 1
          ? apiError(503, 'Database unavailable')
          : Response.json({ user: makeUser(), sessionId: 'session-1' }),
    });
    const { user } = renderAt('/');

    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('routes /integrations/workday/... to the HR object viewer, which reads that object', async () => {
    const api = stubApi({
      ...signedInRoutes(),
      'GET secure/workday/endpoints': [
        {
          workdayApiUuid: 'w1',
          description: 'Demo',
          uri: 'http://127.0.0.1:3099',
          tenant: 't',
          isu: 'ISU',
          clientId: 'c',
          canRead: true,
          canWrite: true,
          isProduction: false,
          authenticated: false,
          tokenExpiration: null,
        },
      ],
    });
    renderAt('/integrations/workday/w1/Reference/Recruiting_Stage_ID');

    expect(await screen.findByRole('heading', { name: 'External HR object' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.paths()).toContain('GET secure/workday/w1/references/Recruiting_Stage_ID'),
    );
    expect(currentPath()).toHaveTextContent(
      '/integrations/workday/w1/Reference/Recruiting_Stage_ID',
    );
  });

  it('routes /person/:uuid to the candidate page, which reads that person', async () => {
    const id = '66666666-7777-4888-8999-000000000000';
    const api = stubApi({
      ...signedInRoutes(),
      'GET secure/persons/:id': () => apiError(404, 'Person not found'),
    });
    renderAt(`/person/${id}`);

    await waitFor(() => expect(api.paths()).toContain(`GET secure/persons/${id}`));
    expect(await screen.findByRole('alert')).toHaveTextContent('Person not found');
  });

  it('routes /match-stats to the match statistics, which reads the clients and levels', async () => {
    const api = stubApi({
      ...signedInRoutes(),
      'GET secure/me/clients': [],
      'GET secure/levels': [],
    });
    renderAt('/match-stats');

    expect(await screen.findByRole('heading', { name: 'Match statistics' })).toBeInTheDocument();
    await waitFor(() => expect(api.paths()).toContain('GET secure/me/clients'));
  });

  it.each([
    ['/nhp-list', 'New/Open NHP Classes', 'GET secure/nhp-classes'],
    ['/historical-nhp-list', 'Historical Classes', 'GET secure/nhp-classes'],
    ['/nhp-class/c1', 'Class', 'GET private/nhp-classes/c1'],
    ['/nhp-pool', 'Pool members', 'GET secure/nhp-swimmers'],
  ])('routes %s to the %s screen, which reads %s', async (route, title, read) => {
    const api = stubApi(signedInRoutes());
    renderAt(route);

    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    await waitFor(() => expect(api.paths()).toContain(read));
  });

  it.each([
    ['/rosters/2025/9/1', 'Rosters'],
    ['/realtime/2025/9/1', 'Realtime roster'],
  ])('routes %s to the %s screen, which reads that day', async (route, title) => {
    const api = stubApi({ ...signedInRoutes(), 'GET secure/rosters/:y/:m/:d': roster() });
    renderAt(route);

    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    await waitFor(() => expect(api.paths()).toContain('GET secure/rosters/2025/9/1'));
  });

  it('routes an exam path to the exam screen, which waits for a whole exam id', async () => {
    const api = stubApi(signedInRoutes());
    renderAt('/rosters/2025/9/1/e1');

    expect(await screen.findByText('“e1” is not an exam id.')).toBeInTheDocument();
    expect(api.paths().some((p) => p.startsWith('GET secure/exams/'))).toBe(false);
  });

  it.each([
    ['/forgot', 'Forgot password'],
    ['/forgot-success', 'Check your e-mail'],
    ['/reset-success', 'Password changed'],
    ['/reset-failed', 'Reset Request Failed'],
  ])('opens %s without a session', async (route, title) => {
    stubApi({});
    renderAt(route);

    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent(route);
  });

  it('loads the reset page on demand', async () => {
    stubApi({ 'GET secure/admin/users/token/:token/lookup': { userCode: 'riley' } });
    renderAt('/reset?token=abc');

    expect(
      await screen.findByRole('heading', { name: 'Choose your password' }),
    ).toBeInTheDocument();
  });
});

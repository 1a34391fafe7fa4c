import { CONNECTING_TO_SERVER, CONNECTION_LOST } from '@domain/messages';
import { act, getDefaultNormalizer, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppLayout } from '@client/features/shell';
import { useListUsersQuery } from '@client/api/generated/users';
import { RequireAuth } from '../auth';
import { FakeWebSocket } from '@client/test/fakeWebSocket';
import { renderWithProviders } from '@client/test/renderWithProviders';
import { makeUser, signedInRoutes, stubApi } from '@client/test/stubApi';
import { readAfterPosition, resetWritePosition } from '@client/api/writePosition';

function UsersCount() {
  const { data } = useListUsersQuery();
  return <p>{data ? `${data.length} users` : 'no users yet'}</p>;
}

function renderSignedIn(routes = {}) {
  const api = stubApi({
    ...signedInRoutes(makeUser({ collUserSecurityGroups: [] })),
    'GET public/nav-links': [],
    'GET public/ui-versions': { versions: ['2025.36.1'] },
    'GET public/rpc/sessions': [],
    'GET public/echo/:x': (_request: Request, [x]: string[]) => Response.json({ echo: x }),
    'GET secure/users': [],
    ...routes,
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/login" element={<h1>Sign in</h1>} />
      <Route
        element={
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        }
      >
        <Route path="/" element={<UsersCount />} />
      </Route>
    </Routes>,
  );
  return { api, ...view };
}

async function openSocket() {
  await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
  const socket = FakeWebSocket.latest();
  act(() => socket.serverOpen());
  return socket;
}

const count = (paths: string[], path: string) => paths.filter((p) => p === path).length;

describe('RealtimeProvider', () => {
  it('connects with the stored session and shows the overlay until the socket opens', async () => {
    renderSignedIn();
    expect(await screen.findByText(CONNECTING_TO_SERVER)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeVisible();
    expect(FakeWebSocket.latest().url).toBe(
      'ws://localhost:3000/ws/v1?jwt=header.payload.signature&session=session-1',
    );

    await openSocket();
    await waitFor(() => expect(screen.queryByText(CONNECTING_TO_SERVER)).toBeNull());
  });

  it("says the connection was lost (two spaces) after a loss, and clears when it's back", async () => {
    renderSignedIn();
    const socket = await openSocket();

    act(() => socket.serverClose(1006));
    // The default normalizer would collapse the seed's two spaces.
    const exactly = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    expect(await screen.findByText(CONNECTION_LOST, exactly)).toBeVisible();
    expect(CONNECTION_LOST).toContain('Lost.  Reconnecting');

    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2), { timeout: 3000 });
    act(() => FakeWebSocket.latest().serverOpen());
    await waitFor(() => expect(screen.queryByText(CONNECTION_LOST, exactly)).toBeNull());
  }, 10_000);

  it('reports the location and presence, and sends the heartbeats once open', async () => {
    const { api } = renderSignedIn();
    const socket = await openSocket();

    await waitFor(() =>
      expect(socket.messages().map((m) => m.method)).toEqual(
        expect.arrayContaining(['PING', 'ECHO', 'BAK', 'LOC8']),
      ),
    );
    expect(socket.messages().find((m) => m.method === 'LOC8')?.params).toEqual({ pathname: '/' });
    await waitFor(() =>
      expect(api.paths().some((p) => p.startsWith('GET public/echo/'))).toBe(true),
    );
  });

  it('refetches the users list on DIRTY user and everything on DIRTY *', async () => {
    const { api } = renderSignedIn();
    const socket = await openSocket();
    await screen.findByText('0 users');
    const before = count(api.paths(), 'GET secure/users');

    act(() =>
      socket.serverSend({
        jsonrpc: '2.0',
        method: 'DIRTY',
        params: { entity: 'user', uuid: 'u1', action: 'update' },
      }),
    );
    await waitFor(() => expect(count(api.paths(), 'GET secure/users')).toBe(before + 1));

    const navBefore = count(api.paths(), 'GET public/nav-links');
    act(() =>
      socket.serverSend({
        jsonrpc: '2.0',
        method: 'DIRTY',
        params: { entity: '*', uuid: null, action: 'refetch' },
      }),
    );
    await waitFor(() => expect(count(api.paths(), 'GET public/nav-links')).toBe(navBefore + 1));
    expect(count(api.paths(), 'GET secure/users')).toBe(before + 2);
  });

  it("keeps a DIRTY's position, so the refetch it starts reads after the change", async () => {
    resetWritePosition();
    const { api } = renderSignedIn();
    const socket = await openSocket();
    await screen.findByText('0 users');
    const before = count(api.paths(), 'GET secure/users');
    act(() =>
      socket.serverSend({
        jsonrpc: '2.0',
        method: 'DIRTY',
        params: { entity: 'user', uuid: 'u1', action: 'update', position: '00000000000a0b0c' },
      }),
    );
    await waitFor(() => expect(count(api.paths(), 'GET secure/users')).toBe(before + 1));
    expect(readAfterPosition()).toBe('00000000000a0b0c');
  });

  it('does not refetch the users list for a node change', async () => {
    const { api } = renderSignedIn();
    const socket = await openSocket();
    await screen.findByText('0 users');
    const before = count(api.paths(), 'GET secure/users');

    act(() =>
      socket.serverSend({ jsonrpc: '2.0', method: 'DIRTY', params: { entity: 'node', uuid: 'n' } }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(count(api.paths(), 'GET secure/users')).toBe(before);
  });

  it('shows an FYI message in a snackbar', async () => {
    renderSignedIn();
    const socket = await openSocket();
    act(() =>
      socket.serverSend({ jsonrpc: '2.0', method: 'FYI', params: { message: 'Deploy at noon' } }),
    );
    expect(await screen.findByText('Deploy at noon')).toBeVisible();
  });

  it('ends the session and stops reconnecting when the server closes with 4401', async () => {
    renderSignedIn();
    await openSocket();
    act(() => FakeWebSocket.latest().serverClose(4401));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem('session.jwt')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});

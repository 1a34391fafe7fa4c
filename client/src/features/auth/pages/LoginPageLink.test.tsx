import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SESSION_ID_KEY, SESSION_JWT_KEY } from '@client/api/requestHeaders';
import { renderWithProviders } from '@client/test/renderWithProviders';
import { json, makeUser, storeSession, stubApi } from '@client/test/stubApi';
import { LoginPage } from './LoginPage';

function CurrentPath() {
  const location = useLocation();
  return <div data-testid="current-path">{location.pathname + location.search}</div>;
}

const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 900 }));
const linkJwt = `eyJhbGciOiJIUzI1NiJ9.${payload.replace(/=+$/, '')}.link`;
const me = makeUser();
const other = makeUser({
  userUuid: '22222222-2222-4222-8222-222222222222',
  userCode: 'mallory',
  firstName: 'Mal',
  lastName: 'Lory',
});

/** Signed in here as `me`; public/me answers whoever's token asks, the link's `linkUser`. */
function signedInWithLinkFor(linkUser = other) {
  storeSession('mine.jwt', 'session-1');
  const api = stubApi({
    'GET public/me': (request: Request) =>
      request.headers.get('Authorization') === `Bearer ${linkJwt}`
        ? json({ user: linkUser, sessionId: 'session-9' })
        : json({ user: me, sessionId: 'session-1' }),
    'DELETE public/authorize': () => new Response(null, { status: 204 }),
  });
  const view = renderWithProviders(
    <>
      <LoginPage />
      <CurrentPath />
    </>,
    { route: `/login?uuid=session-9&jwt=${linkJwt}` },
  );
  /** Who asked to close a session: the token each DELETE public/authorize carried. */
  const closed = () =>
    api.requests.filter((r) => r.method === 'DELETE').map((r) => r.headers.get('Authorization'));
  return { ...view, closed };
}

const question =
  'You are signed in as Avery Admin (admin). This link signs in as Mal Lory (mallory).';
const path = () => screen.getByTestId('current-path');

describe('a sign-in link while signed in', () => {
  it('names both accounts and swaps nothing until asked; staying closes the link’s session', async () => {
    const { user, closed } = signedInWithLinkFor();

    expect(await screen.findByText(question)).toBeInTheDocument();
    expect(path()).toHaveTextContent(/^\/login$/);
    expect(localStorage.getItem(SESSION_ID_KEY)).toBe('session-1');
    expect(localStorage.getItem(SESSION_JWT_KEY)).toBe('mine.jwt');

    await user.click(screen.getByRole('button', { name: 'Stay signed in as Avery Admin (admin)' }));
    await waitFor(() => expect(path()).toHaveTextContent(/^\/$/));
    expect(localStorage.getItem(SESSION_ID_KEY)).toBe('session-1');
    await waitFor(() => expect(closed()).toEqual([`Bearer ${linkJwt}`]));
  });

  it('signs the open session out and continues as the link’s account when the person says so', async () => {
    const { user, closed } = signedInWithLinkFor();

    await user.click(
      await screen.findByRole('button', { name: 'Sign out and continue as Mal Lory (mallory)' }),
    );
    await waitFor(() => expect(path()).toHaveTextContent(/^\/$/));
    expect(localStorage.getItem(SESSION_ID_KEY)).toBe('session-9');
    expect(localStorage.getItem(SESSION_JWT_KEY)).toBe(linkJwt);
    expect(closed()).toEqual(['Bearer mine.jwt']);
  });

  it('just continues when the link is for the account already signed in', async () => {
    const { closed } = signedInWithLinkFor(me);

    await waitFor(() => expect(path()).toHaveTextContent(/^\/$/));
    expect(screen.queryByText(/This link signs in as/)).toBeNull();
    expect(localStorage.getItem(SESSION_ID_KEY)).toBe('session-1');
    await waitFor(() => expect(closed()).toEqual([`Bearer ${linkJwt}`]));
  });
});

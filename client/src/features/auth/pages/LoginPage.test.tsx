import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_ID_KEY, SESSION_JWT_KEY } from '@client/api/requestHeaders';
import { fakeOpaqueServer } from '@client/test/fakeOpaqueServer';
import { renderWithProviders } from '@client/test/renderWithProviders';
import { apiError, makeUser, storeSession, stubApi } from '@client/test/stubApi';
import { LoginPage } from './LoginPage';

function CurrentPath() {
  const location = useLocation();
  return <div data-testid="current-path">{location.pathname + location.search}</div>;
}

function renderLogin(route = '/login', state?: unknown) {
  return renderWithProviders(
    <>
      <LoginPage />
      <CurrentPath />
    </>,
    { route: state ? { pathname: route, state } : route },
  );
}

const passwordField = () => screen.getByLabelText(/^Password/);
const usernameField = () => screen.getByRole('textbox', { name: 'Username' });

describe(LoginPage.name, () => {
  it('keeps Sign In disabled until a username and a password are typed', async () => {
    stubApi({});
    const { user } = renderLogin();
    const signIn = screen.getByRole('button', { name: 'Sign In' });

    expect(signIn).toBeDisabled();
    await user.type(passwordField(), 'secret');
    expect(signIn).toBeDisabled();
    await user.type(usernameField(), '   ');
    expect(signIn).toBeDisabled();
    await user.type(usernameField(), 'admin');
    expect(signIn).toBeEnabled();
    await user.clear(passwordField());
    expect(signIn).toBeDisabled();
  });

  it('signs in with OPAQUE, stores the session and lands on the remembered page', async () => {
    const server = await fakeOpaqueServer('admin', 'Correct-Horse-1');
    stubApi(server.routes);
    const { user } = renderLogin('/login', { from: { pathname: '/users', search: '', hash: '' } });

    await user.type(usernameField(), 'Admin');
    await user.type(passwordField(), 'Correct-Horse-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/users'));
    expect(localStorage.getItem(SESSION_JWT_KEY)).toBe('signed.in.jwt');
    expect(localStorage.getItem(SESSION_ID_KEY)).toBe('session-42');
  });

  it('says Incorrect Username/Password for a wrong password, after still sending a proof', async () => {
    const server = await fakeOpaqueServer('admin', 'Correct-Horse-1');
    const api = stubApi(server.routes);
    const { user } = renderLogin();

    await user.type(usernameField(), 'admin');
    await user.type(passwordField(), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect Username/Password');
    expect(api.paths().filter((p) => p.startsWith('GET public/authorize-v2/admin/'))).toHaveLength(
      1,
    );
    // The client could not finish the protocol, so the proof is 64 random base64url characters.
    expect(server.proofs[0]).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(localStorage.getItem(SESSION_JWT_KEY)).toBeNull();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
  });

  it('says the same for an unknown user', async () => {
    const server = await fakeOpaqueServer('admin', 'Correct-Horse-1');
    stubApi(server.routes);
    const { user } = renderLogin();

    await user.type(usernameField(), 'nobody');
    await user.type(passwordField(), 'Correct-Horse-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect Username/Password');
  });

  it('tells how long to wait when the server rate-limits', async () => {
    stubApi({
      'GET public/request-credentials-v2/:username/:request': () =>
        apiError(429, 'Too many requests; retry in 42 s', { 'Retry-After': '42' }),
    });
    const { user } = renderLogin();

    await user.type(usernameField(), 'admin');
    await user.type(passwordField(), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 42 seconds and try again.',
    );
  });

  it('switches to Microsoft sign-in for a single sign-on username', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const api = stubApi({ 'GET public/sso/:username': { sso: true } });
    const { user } = renderLogin();

    await user.type(usernameField(), 'jane.doe@sso.example');
    const button = await screen.findByRole('button', { name: 'Sign In with Microsoft' });
    expect(passwordField()).toBeDisabled();
    expect(button).toBeEnabled();

    await user.click(button);
    expect(assign).toHaveBeenCalledWith('/api/v1/sso/msal-redirect/jane.doe%40sso.example');
    expect(api.paths()).toEqual(['GET public/sso/jane.doe%40sso.example']);
  });

  it('does not ask about single sign-on for a username that is not an e-mail address', async () => {
    const api = stubApi({ 'GET public/sso/:username': { sso: true } });
    const { user } = renderLogin();

    await user.type(usernameField(), 'admin');
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(api.paths()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('completes a Microsoft sign-in from uuid and jwt with the fields locked', async () => {
    const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 900 }));
    const jwt = `eyJhbGciOiJIUzI1NiJ9.${payload.replace(/=+$/, '')}.sig`;
    sessionStorage.setItem('login.origin', '/tree/abc');
    let answerMe: (response: Response) => void = () => {};
    const api = stubApi({
      'GET public/me': () => new Promise<Response>((resolve) => (answerMe = resolve)),
    });
    renderLogin(`/login?uuid=session-7&jwt=${jwt}`);

    expect(usernameField()).toBeDisabled();
    expect(passwordField()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Completing Microsoft sign-in…');
    expect(localStorage.getItem(SESSION_ID_KEY)).toBe('session-7');

    await waitFor(() => expect(api.paths()).toEqual(['GET public/me']));
    answerMe(Response.json({ user: makeUser(), sessionId: 'session-7' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/tree/abc'));
    expect(localStorage.getItem(SESSION_JWT_KEY)).toBe(jwt);
    expect(localStorage.getItem('session.expiresAt')).not.toBe('');
  });

  it('reports a failed Microsoft return and clears the token from the address', async () => {
    stubApi({ 'GET public/me': () => apiError(401, 'Session token is invalid or expired') });
    renderLogin('/login?uuid=session-7&jwt=bad.jwt.token');

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect Username/Password');
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/login$/));
    expect(localStorage.getItem(SESSION_JWT_KEY)).toBeNull();
    expect(usernameField()).toBeEnabled();
  });

  it('sends a signed-in visitor on to the home page', async () => {
    storeSession();
    stubApi({});
    renderLogin();

    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
  });

  it('does not mistake a sign-in that broke in the browser for a wrong password', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Not the OPAQUE message the server sends: finishing the protocol throws in the library.
    stubApi({
      'GET public/request-credentials-v2/:username/:request': { response: 'garbage', pkS: 'x' },
    });
    const { user } = renderLogin();

    await user.type(usernameField(), 'admin');
    await user.type(passwordField(), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Signing in failed in this browser. Please reload the page and try again.',
    );
    expect(consoleError).toHaveBeenCalledWith('Sign-in failed in the browser', expect.anything());
  });

  it('links to the forgotten-password screen', () => {
    stubApi({});
    renderLogin();

    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot',
    );
  });
});

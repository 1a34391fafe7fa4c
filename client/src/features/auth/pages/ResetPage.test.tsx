import * as opaque from '@serenity-kit/opaque';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@client/test/renderWithProviders';
import { apiError, json, stubApi } from '@client/test/stubApi';
import { ResetFailedPage } from './ResetFailedPage';
import { ResetPage } from './ResetPage';
import { ResetSuccessPage } from './ResetSuccessPage';

function renderReset(route = '/reset?token=tok-1') {
  return renderWithProviders(
    <Routes>
      <Route path="/reset" element={<ResetPage />} />
      <Route path="/reset-success" element={<ResetSuccessPage />} />
      <Route path="/reset-failed" element={<ResetFailedPage />} />
    </Routes>,
    { route },
  );
}

let serverSetup = '';
beforeAll(async () => {
  await opaque.ready;
  serverSetup = opaque.server.createSetup();
});

/** The recovery endpoints with the real OPAQUE server half; `stored` receives the record. */
function recoveryRoutes(stored: string[] = []) {
  return {
    'GET secure/admin/users/token/:token/lookup': { userCode: 'riley' },
    'GET public/register-without-password-v2/:username/:request': (
      _request: Request,
      [username, request]: string[],
    ) =>
      json({
        ctx: username,
        response: opaque.server.createRegistrationResponse({
          serverSetup,
          userIdentifier: username,
          registrationRequest: request,
        }).registrationResponse,
      }),
    'GET secure/admin/users/token/:token/reset/:record': (
      _request: Request,
      [, record]: string[],
    ) => {
      stored.push(record);
      return json({ userCode: 'riley' });
    },
  };
}

const newPassword = () => screen.getByLabelText(/^New password/);
const confirmPassword = () => screen.getByLabelText(/^Confirm password/);
const submit = () => screen.getByRole('button', { name: 'Set password' });

describe(ResetPage.name, () => {
  it('shows the username the link belongs to', async () => {
    stubApi(recoveryRoutes());
    renderReset();

    expect(await screen.findByRole('textbox', { name: 'Username' })).toHaveValue('riley');
  });

  it('ticks the checklist and fills the strength bar as the password grows', async () => {
    stubApi(recoveryRoutes());
    const { user } = renderReset();
    await screen.findByRole('textbox', { name: 'Username' });
    const requirements = screen.getByRole('list', { name: 'Password requirements' });
    const bar = screen.getByRole('progressbar', { name: 'Password strength' });

    expect(requirements).toHaveTextContent('At least 8 characters');
    expect(requirements).toHaveTextContent('One special symbol: !@#$%^&*()-_=+[]{};:,.?/~');
    expect(screen.getAllByTitle('not met')).toHaveLength(5);
    expect(bar).toHaveAttribute('aria-valuenow', '0');

    await user.type(newPassword(), 'abc');
    expect(screen.getAllByTitle('met')).toHaveLength(1);
    expect(bar).toHaveAttribute('aria-valuenow', '20');
    expect(screen.getByText('Weak')).toBeInTheDocument();

    await user.type(newPassword(), 'DEF1!');
    expect(screen.getAllByTitle('met')).toHaveLength(5);
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Strong')).toBeInTheDocument();
  });

  it('refuses a common password even when it ticks every item', async () => {
    stubApi(recoveryRoutes());
    const { user } = renderReset();
    await screen.findByRole('textbox', { name: 'Username' });

    await user.type(newPassword(), 'Sasha_007');
    await user.type(confirmPassword(), 'Sasha_007');

    expect(screen.getAllByTitle('met')).toHaveLength(5);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This is one of the 10,000 most common passwords. Please choose another.',
    );
    expect(screen.getByText('Too common')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('says Passwords must be the same until the confirmation matches', async () => {
    stubApi(recoveryRoutes());
    const { user } = renderReset();
    await screen.findByRole('textbox', { name: 'Username' });

    await user.type(newPassword(), 'Maplecedar#482');
    expect(screen.queryByText('Passwords must be the same')).not.toBeInTheDocument();
    await user.type(confirmPassword(), 'Maplecedar#48');
    expect(screen.getByText('Passwords must be the same')).toBeInTheDocument();
    expect(submit()).toBeDisabled();

    await user.type(confirmPassword(), '2');
    expect(screen.queryByText('Passwords must be the same')).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it('stores an OPAQUE record made for the user and shows the success page', async () => {
    const stored: string[] = [];
    const api = stubApi(recoveryRoutes(stored));
    const { user } = renderReset();
    await screen.findByRole('textbox', { name: 'Username' });

    await user.type(newPassword(), 'Maplecedar#482');
    await user.type(confirmPassword(), 'Maplecedar#482');
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    const [lookup, register, reset] = api.paths();
    expect(lookup).toBe('GET secure/admin/users/token/tok-1/lookup');
    expect(register).toMatch(/^GET public\/register-without-password-v2\/riley\/[\w-]+$/);
    expect(reset).toMatch(/^GET secure\/admin\/users\/token\/tok-1\/reset\/[\w-]+$/);
    // The record lets the server check a future sign-in; the password itself was never sent.
    expect(stored).toHaveLength(1);
    for (const request of api.requests) expect(request.url).not.toContain('Maplecedar');
    const { clientLoginState, startLoginRequest } = opaque.client.startLogin({
      password: 'Maplecedar#482',
    });
    const { loginResponse } = opaque.server.startLogin({
      serverSetup,
      userIdentifier: 'riley',
      registrationRecord: stored[0],
      startLoginRequest,
    });
    expect(
      opaque.client.finishLogin({ clientLoginState, loginResponse, password: 'Maplecedar#482' }),
    ).toBeDefined();
  });

  it('goes to Reset Request Failed when the link is invalid, used or expired', async () => {
    stubApi({
      'GET secure/admin/users/token/:token/lookup': () =>
        apiError(404, 'This link is invalid, already used or expired'),
    });
    renderReset();

    expect(
      await screen.findByRole('heading', { name: 'Reset Request Failed' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please try again later or contact your system administrator.'),
    ).toBeInTheDocument();
  });

  it('goes to Reset Request Failed without a token', async () => {
    const api = stubApi({});
    renderReset('/reset');

    expect(
      await screen.findByRole('heading', { name: 'Reset Request Failed' }),
    ).toBeInTheDocument();
    expect(api.paths()).toEqual([]);
  });

  it('goes to Reset Request Failed when storing the password fails', async () => {
    stubApi({
      ...recoveryRoutes(),
      'GET secure/admin/users/token/:token/reset/:record': () =>
        apiError(404, 'This link is invalid, already used or expired'),
    });
    const { user } = renderReset();
    await screen.findByRole('textbox', { name: 'Username' });

    await user.type(newPassword(), 'Maplecedar#482');
    await user.type(confirmPassword(), 'Maplecedar#482');
    await user.click(submit());

    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Reset Request Failed' })).toBeInTheDocument(),
    );
  });
});

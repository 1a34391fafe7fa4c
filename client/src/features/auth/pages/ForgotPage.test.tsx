import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@client/test/renderWithProviders';
import { apiError, stubApi } from '@client/test/stubApi';
import { ForgotPage } from './ForgotPage';
import { ForgotSuccessPage } from './ForgotSuccessPage';

function renderForgot() {
  return renderWithProviders(
    <Routes>
      <Route path="/forgot" element={<ForgotPage />} />
      <Route path="/forgot-success" element={<ForgotSuccessPage />} />
    </Routes>,
    { route: '/forgot' },
  );
}

const emailField = () => screen.getByRole('textbox', { name: 'E-mail' });

describe(ForgotPage.name, () => {
  it('keeps Reset password disabled while the e-mail is empty', async () => {
    stubApi({});
    const { user } = renderForgot();
    const button = screen.getByRole('button', { name: 'Reset password' });

    expect(button).toBeDisabled();
    await user.type(emailField(), '  ');
    expect(button).toBeDisabled();
    await user.type(emailField(), 'admin@example.com');
    expect(button).toBeEnabled();
  });

  it('asks for a reset mail with a fresh request id and shows the neutral answer', async () => {
    const api = stubApi({
      'GET secure/admin/users/:email/forgot/:requestId': { message: 'whatever' },
    });
    const { user } = renderForgot();

    await user.type(emailField(), ' admin@example.com ');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'If an active account exists for that e-mail address, a password reset e-mail has been sent.',
      ),
    ).toBeInTheDocument();
    expect(api.paths()[0]).toMatch(
      /^GET secure\/admin\/users\/admin%40example\.com\/forgot\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    // Recovery works without a session, so nothing but the anti-forgery header is sent.
    expect(api.requests[0].headers.has('Authorization')).toBe(false);
  });

  it('stays on the form with a message when the server refuses', async () => {
    stubApi({
      'GET secure/admin/users/:email/forgot/:requestId': () =>
        apiError(429, 'Too many requests; retry in 300 s', { 'Retry-After': '300' }),
    });
    const { user } = renderForgot();

    await user.type(emailField(), 'admin@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 300 seconds and try again.',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Reset password' })).toBeEnabled(),
    );
  });
});

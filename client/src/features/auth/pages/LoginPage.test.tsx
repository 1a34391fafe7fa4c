import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { LoginPage } from './LoginPage';

describe(LoginPage.name, () => {
  it('keeps Sign In disabled until a username is typed', async () => {
    const { user } = renderWithProviders(<LoginPage />, { route: '/login' });
    const signIn = screen.getByRole('button', { name: 'Sign In' });

    expect(signIn).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(signIn).toBeDisabled();
    await user.type(screen.getByLabelText('Username'), '   ');
    expect(signIn).toBeDisabled();
    await user.type(screen.getByLabelText('Username'), 'admin');
    expect(signIn).toBeEnabled();
  });

  it('says sign-in is not available yet on submit', async () => {
    const { user } = renderWithProviders(<LoginPage />, { route: '/login' });

    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Sign-in is not available yet.');
  });

  it('links to the forgotten-password screen', () => {
    renderWithProviders(<LoginPage />, { route: '/login' });

    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot',
    );
  });
});

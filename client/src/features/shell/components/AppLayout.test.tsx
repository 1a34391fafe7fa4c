import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '@client/features/auth';
import { renderWithProviders } from '@client/test/renderWithProviders';
import { apiError, json, makeUser, signedInRoutes, stubApi } from '@client/test/stubApi';
import { AppLayout } from './AppLayout';

function renderShell() {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<h1>Sign in</h1>} />
      <Route
        element={
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        }
      >
        <Route path="/" element={<h1>Welcome</h1>} />
      </Route>
    </Routes>,
  );
}

describe(AppLayout.name, () => {
  it("shows the product name and the signed-in user's full name", async () => {
    stubApi(signedInRoutes(makeUser({ firstName: 'Riley', lastName: 'Recruiter' })));
    renderShell();

    expect(await screen.findByText('Riley Recruiter')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Placement Portal' })).toHaveAttribute('href', '/');
  });

  it('logs out on the server and here, then shows the sign-in page', async () => {
    const api = stubApi({ ...signedInRoutes(), 'DELETE public/authorize': { loggedIn: false } });
    const { user } = renderShell();

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    const logout = api.requests.find((r) => r.method === 'DELETE');
    expect(logout?.headers.get('Authorization')).toBe('Bearer header.payload.signature');
    expect(logout?.headers.get('X-Anti-Forgery')).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem('session.jwt')).toBeNull();
  });

  it('logs out here even when the server cannot be reached', async () => {
    stubApi({
      ...signedInRoutes(),
      'DELETE public/authorize': () => apiError(503, 'Database unavailable'),
    });
    const { user } = renderShell();

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(localStorage.getItem('session.jwt')).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('does not ask the server about the closed session after logout', async () => {
    const api = stubApi({ ...signedInRoutes(), 'DELETE public/authorize': json({}) });
    const { user } = renderShell();

    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    await new Promise((resolve) => setTimeout(resolve, 50));

    const paths = api.paths();
    expect(paths[0]).toBe('GET public/me');
    expect(paths.slice(paths.indexOf('DELETE public/authorize') + 1)).toEqual([]);
  });

  it('offers the header search to every staff role, and not to an employer (decision 0052)', async () => {
    for (const group of ['premise:Acme', 'staffing:Acme', 'recruiter:Acme']) {
      stubApi(
        signedInRoutes(
          makeUser({ collUserSecurityGroups: [{ securityGroupCode: group, userUuid: '1111' }] }),
        ),
      );
      const shell = renderShell();
      expect(await screen.findByRole('combobox', { name: 'Search' })).toBeVisible();
      shell.unmount();
    }

    const employer = makeUser({
      collUserSecurityGroups: [{ securityGroupCode: 'employer:Acme', userUuid: '1111' }],
    });
    stubApi(signedInRoutes(employer));
    renderShell();
    await screen.findByTestId('user-full-name');
    expect(screen.queryByRole('combobox', { name: 'Search' })).toBeNull();
  });

  it('shows only enabled nav links and collapses the navigation to icons', async () => {
    const links = [
      {
        navLinkUuid: 'a',
        parentNavLinkUuid: null,
        description: 'Users',
        icon: 'ManageAccounts',
        to: '/users',
        enabled: true,
      },
      {
        navLinkUuid: 'b',
        parentNavLinkUuid: null,
        description: 'Rosters',
        icon: 'EventNote',
        to: '/rosters',
        enabled: false,
      },
    ];
    stubApi({ ...signedInRoutes(), 'GET public/nav-links': links });
    const { user } = renderShell();

    expect(await screen.findByRole('link', { name: 'Users' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Rosters' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Collapse navigation' }));
    expect(screen.getByRole('button', { name: 'Expand navigation' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  describe('on a phone', () => {
    const links = [
      {
        navLinkUuid: 'a',
        parentNavLinkUuid: null,
        description: 'Users',
        icon: 'ManageAccounts',
        to: '/users',
        enabled: true,
      },
    ];
    const premise = makeUser({
      firstName: 'Pat',
      lastName: 'Premise',
      collUserSecurityGroups: [{ securityGroupCode: 'premise:Acme', userUuid: '1111' }],
    });
    // jsdom has no matchMedia; a narrow screen answers no to every min-width query.
    beforeEach(() => {
      window.matchMedia = (media: string) =>
        ({
          matches: false,
          media,
          onchange: null,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          addListener: () => undefined,
          removeListener: () => undefined,
          dispatchEvent: () => false,
        }) as MediaQueryList;
    });
    afterEach(() => {
      delete (window as { matchMedia?: unknown }).matchMedia;
    });

    it('keeps the menu closed until asked, and closes it on a choice', async () => {
      stubApi({ ...signedInRoutes(premise), 'GET public/nav-links': links });
      const { user } = renderShell();

      const toggle = await screen.findByRole('button', { name: 'Open navigation' });
      expect(screen.queryByRole('link', { name: 'Users' })).toBeNull();
      await user.click(toggle);
      await user.click(await screen.findByRole('link', { name: 'Users' }));
      await waitFor(() => expect(screen.queryByRole('link', { name: 'Users' })).toBeNull());
    });

    it('puts the search on a second row and Logout in the user menu', async () => {
      stubApi({
        ...signedInRoutes(premise),
        'GET public/nav-links': links,
        'DELETE public/authorize': { loggedIn: false },
      });
      const { user } = renderShell();

      await screen.findByTestId('user-full-name');
      expect(screen.queryByRole('combobox', { name: 'Search' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(screen.getByRole('combobox', { name: 'Search' })).toBeVisible();

      await user.click(screen.getByRole('button', { name: 'Pat Premise' }));
      await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
      expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    });
  });
});

import { NODE_NOT_FOUND } from '@domain/messages';
import { mayOpenPath, routePermission } from '@domain/route-access';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NO_PAGE_ACCESS } from '@client/components/NoAccess';
import { renderWithProviders } from '../test/renderWithProviders';
import { apiError, makeUser, makeUserIn, signedInRoutes, stubApi } from '../test/stubApi';
import { AppRoutes, appRoutes } from './routes';

/** The signed-in screens: the children of the layout route, with sample parameters. */
function signedInPaths(): string[] {
  const layout = appRoutes.find((route: RouteObject) => route.children);
  return (layout?.children ?? []).map((route) =>
    (route.path ?? '/')
      .replace(/\/:\w+\?/g, '')
      .replace(/:\w+/g, 'x1')
      .replace(/\*$/, 'x1'),
  );
}

describe('route access', { timeout: 30_000 }, () => {
  it('has a row of the route table for every signed-in screen', () => {
    const paths = signedInPaths();
    expect(paths.length).toBeGreaterThan(15);
    expect(paths.filter((path) => routePermission(path) === null)).toEqual([]);
  });

  it.each([
    ['premise:Riverside', '/integrations/workday', false],
    ['staffing:Riverside', '/integrations/workday', true],
    ['recruiter:Riverside', '/realtime/2026/11/25', true],
    ['staffing:Riverside', '/realtime', false],
  ])('%s at %s: opens %s', (group, path, opens) => {
    expect(mayOpenPath([group], path)).toBe(opens);
  });

  it('shows "no access" on a screen the table refuses, before the page asks the server', async () => {
    const api = stubApi({
      ...signedInRoutes(makeUser({ collUserSecurityGroups: [] })),
      'GET public/nav-links': [],
    });
    renderWithProviders(<AppRoutes />, { route: '/tree/4f2c' });

    expect(await screen.findByText(NO_PAGE_ACCESS, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(api.paths().some((path) => path.includes('secure/nodes'))).toBe(false);
  });

  it('lets a staffing user into the tree', async () => {
    stubApi({
      ...signedInRoutes(makeUserIn('staffing:Riverside')),
      'GET public/nav-links': [],
      'GET secure/nodes/:id': () => apiError(404, 'Node not found'),
    });
    renderWithProviders(<AppRoutes />, { route: '/tree/4f2c' });
    // The tree page itself answers: the node is missing, not the right to look.
    expect(await screen.findByText(NODE_NOT_FOUND, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText(NO_PAGE_ACCESS)).not.toBeInTheDocument();
  });
});

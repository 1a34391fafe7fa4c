// Shared set-up for the UsersPage specs (split by behaviour: listing, actions).
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@client/test/renderWithProviders';
import { makeUser, signedInRoutes, stubApi, type ApiRoutes } from '@client/test/stubApi';
import { RequireAuth } from '@client/features/auth';
import { UsersPage } from './UsersPage';

export const admin = makeUser();
export const riley = makeUser({
  userUuid: '22222222-2222-4222-8222-222222222222',
  userCode: 'riley',
  emailAddress: 'riley@example.com',
  firstName: 'Riley',
  lastName: 'Recruiter',
  locked: true,
  lastLogin: null,
  collUserSecurityGroups: [{ securityGroupCode: 'recruiter:Riverside', userUuid: '2222' }],
});
const groups = [
  { securityGroupCode: 'premise:admin', description: 'Premise administrators' },
  { securityGroupCode: 'recruiter:Riverside', description: 'Recruiters of Riverside' },
];

export function renderUsers(routes: ApiRoutes = {}, me = admin) {
  const api = stubApi({
    ...signedInRoutes(me),
    'GET secure/users': [admin, riley],
    'GET secure/admin/security-groups': groups,
    ...routes,
  });
  return {
    api,
    ...renderWithProviders(
      <RequireAuth>
        <UsersPage />
      </RequireAuth>,
      { route: '/users' },
    ),
  };
}

export const grid = () => screen.getByRole('grid');
export const rowOf = async (userCode: string) =>
  (await screen.findByRole('gridcell', { name: userCode })).closest('[role="row"]') as HTMLElement;

// The data grid renders slowly under jsdom; typing into the dialog beside it takes seconds.

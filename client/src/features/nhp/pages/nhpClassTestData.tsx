import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { CLASS_ID, KANBAN_TREE, classDetail } from '@client/test/nhpData';
import { renderWithProviders } from '@client/test/renderWithProviders';
import { makeUser, signedInRoutes, stubApi, type ApiRoutes } from '@client/test/stubApi';
import { RequireAuth } from '@client/features/auth';
import { NhpClassPage } from './NhpClassPage';

export const admin = makeUser();
export const otherScope = makeUser({
  userCode: 'staffing',
  collUserSecurityGroups: [{ securityGroupCode: 'staffing:Lakeview', userUuid: '1111' }],
});
export const recruiter = makeUser({
  userCode: 'recruiter',
  collUserSecurityGroups: [{ securityGroupCode: 'recruiter:Riverside', userUuid: '1111' }],
});

export function renderClass(routes: ApiRoutes, me = admin) {
  const api = stubApi({ ...signedInRoutes(me), 'GET secure/nhp-classes': [], ...routes });
  return {
    api,
    ...renderWithProviders(
      <RequireAuth>
        <Routes>
          <Route path="/nhp-class/:uuid" element={<NhpClassPage />} />
          <Route path="/nhp-list" element={<div>The class list</div>} />
        </Routes>
      </RequireAuth>,
      { route: `/nhp-class/${CLASS_ID}` },
    ),
  };
}

export const kanbanRoutes = (extra: ApiRoutes = {}): ApiRoutes => ({
  'GET private/nhp-classes/:id': classDetail({ openings: 2, filled: 1 }),
  'GET secure/nhp-classes/:id/kanban-tree': KANBAN_TREE,
  ...extra,
});

export const qtyInput = (shift: 'First' | 'Second', node: string) =>
  screen.getByRole('textbox', { name: `${shift}-shift openings of ${node}` });

export async function typeQuantity(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

import { screen, waitFor, within } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CLASS_ID, KANBAN_TREE, classDetail, kanban, slot } from '@client/test/nhpData';
import { renderWithProviders } from '@client/test/renderWithProviders';
import { apiError, json, makeUser, signedInRoutes, stubApi } from '@client/test/stubApi';
import { RequireAuth } from '@client/features/auth';
import { NhpClassPage } from './NhpClassPage';

// Issue 32: Auto-Place and Delete Class say what happened, and only that.

/** The class list loads its code on demand, as the app's routes do: the class page stays up. */
let openList: () => void = () => {};
const ClassList = lazy(
  () =>
    new Promise<{ default: ComponentType }>((resolve) => {
      openList = () => resolve({ default: () => <div>The class list</div> });
    }),
);

function renderClass(routes: Parameters<typeof stubApi>[0]) {
  const api = stubApi({ ...signedInRoutes(makeUser()), 'GET secure/nhp-classes': [], ...routes });
  return {
    api,
    ...renderWithProviders(
      <RequireAuth>
        <Suspense fallback={<div>Loading the page</div>}>
          <Routes>
            <Route path="/nhp-class/:uuid" element={<NhpClassPage />} />
            <Route path="/nhp-list" element={<ClassList />} />
          </Routes>
        </Suspense>
      </RequireAuth>,
      { route: `/nhp-class/${CLASS_ID}` },
    ),
  };
}

const EMPTY = [slot(), slot({ placementUuid: 's0000000-0000-4000-8000-000000000002', ordinal: 2 })];

describe('class screen feedback', { timeout: 20_000 }, () => {
  it('says Auto-Place placed nobody, how many slots stayed empty and why, as a warning', async () => {
    const { user } = renderClass({
      'GET private/nhp-classes/:id': classDetail({ nhpClassStatusEnum: 'PLACEMENT', openings: 2 }),
      'GET secure/nhp-classes/:id/kanbans': [kanban(EMPTY)],
      'POST secure/nhp_placements/:id/autoplace': {
        placed: 0,
        emptyLeft: 2,
        placements: [],
        emptySlots: EMPTY.map((s) => ({ ...s, reason: 'NO_ACTIVE_PDA' })),
      },
    });
    await screen.findByRole('table', { name: 'Placements' });
    await user.click(screen.getByRole('button', { name: 'Auto-Place' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      'Auto-Place placed nobody; 2 slots stayed empty: 2 because the job has no active PDA ' +
        '(completed or approved) to match people against (Press line).',
    );
    expect(notice).toHaveClass('MuiAlert-colorWarning');
    expect(screen.queryByText(/done/)).toBeNull();
  });

  it('shows no load failure of the deleted class while the class list opens', async () => {
    let deleted = false;
    const gone = () => apiError(404, 'Class not found');
    const { api, user } = renderClass({
      'GET private/nhp-classes/:id': () => (deleted ? gone() : json(classDetail())),
      'GET secure/nhp-classes/:id/kanban-tree': () => (deleted ? gone() : json(KANBAN_TREE)),
      'DELETE secure/nhp-classes/:id': () => {
        deleted = true;
        return json({ deleted: true });
      },
    });
    await screen.findByRole('treegrid', { name: 'Kanban tree' });
    await user.click(screen.getByRole('button', { name: 'Delete Class' }));
    const dialog = await screen.findByRole('dialog', { name: /^Delete the class/ });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Class' }));

    // The class's reads are asked again after the delete and answer 404 while the list loads.
    const after = () =>
      api.paths().slice(api.paths().indexOf(`DELETE secure/nhp-classes/${CLASS_ID}`));
    await waitFor(() => expect(after()).toContain(`GET private/nhp-classes/${CLASS_ID}`));
    await waitFor(() =>
      expect(api.fetchMock.mock.results.every((r) => r.type === 'return')).toBe(true),
    );
    expect(await screen.findByText('The class was deleted.')).toBeVisible();
    expect(screen.queryByText(/Class not found/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByText('There is no such class.')).toBeNull();

    openList();
    expect(await screen.findByText('The class list')).toBeVisible();
  });
});

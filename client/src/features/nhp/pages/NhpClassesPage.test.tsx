import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { POOL_ID, nhpClass, pool } from '@client/test/nhpData';
import { renderWithProviders } from '@client/test/renderWithProviders';
import {
  apiError,
  json,
  makeUser,
  signedInRoutes,
  stubApi,
  type ApiRoutes,
} from '@client/test/stubApi';
import { RequireAuth } from '@client/features/auth';
import { HistoricalNhpListPage, NhpListPage } from './NhpClassesPage';

const CLASSES = [
  nhpClass({ description: 'Open class', nhpClassStatusEnum: 'PLACEMENT' }),
  nhpClass({
    nhpClassUuid: 'c0000000-0000-4000-8000-000000000002',
    description: 'Done class',
    nhpClassStatusEnum: 'FINAL',
  }),
];

function renderList(page: 'open' | 'historical', routes: ApiRoutes = {}, me = makeUser()) {
  const api = stubApi({
    ...signedInRoutes(me),
    'GET secure/nhp-classes': CLASSES,
    'GET secure/nhp-pools': [
      pool(),
      pool({ nhpPoolUuid: 'p2', description: 'Lakeview Night', canManageClasses: false }),
    ],
    ...routes,
  });
  return {
    api,
    ...renderWithProviders(
      <RequireAuth>{page === 'open' ? <NhpListPage /> : <HistoricalNhpListPage />}</RequireAuth>,
      { route: '/nhp-list' },
    ),
  };
}

describe('NHP class lists', { timeout: 20_000 }, () => {
  it('lists only the classes that are not FINAL on /nhp-list', async () => {
    renderList('open');
    expect(await screen.findByRole('link', { name: 'Open class' })).toHaveAttribute(
      'href',
      `/nhp-class/${CLASSES[0].nhpClassUuid}`,
    );
    expect(screen.getByText('Placement In Progress')).toBeVisible();
    expect(screen.queryByText('Done class')).toBeNull();
    // Seed 001: grids show a status bar with total and filtered row counts.
    expect(screen.getByTestId('grid-status')).toHaveTextContent('Total rows: 1 · Filtered rows: 1');
  });

  it('lists only FINAL classes on /historical-nhp-list, without the form', async () => {
    renderList('historical');
    expect(await screen.findByRole('link', { name: 'Done class' })).toBeVisible();
    expect(screen.queryByText('Open class')).toBeNull();
    expect(screen.queryByRole('form', { name: 'New class' })).toBeNull();
  });

  it('says so when there is no open class', async () => {
    renderList('open', { 'GET secure/nhp-classes': [CLASSES[1]] });
    expect(await screen.findByText('No open classes.')).toBeVisible();
  });

  it('creates a class with the default description and the date shifted to midnight UTC', async () => {
    let body: unknown;
    const { user } = renderList('open', {
      'POST secure/nhp-classes': async (request: Request) => {
        body = await request.json();
        return json(nhpClass({ nhpClassUuid: 'c0000000-0000-4000-8000-000000000077' }));
      },
    });
    const description = await screen.findByRole(
      'textbox',
      { name: 'Description' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(description).toHaveValue('Riverside Day New Hire Class'));
    // Only pools the caller may manage are offered.
    await user.click(screen.getByRole('combobox', { name: 'Pool' }));
    expect(screen.queryByRole('option', { name: 'Lakeview Night' })).toBeNull();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Create class' }));
    expect(await screen.findByText('Start date required')).toBeVisible();
    expect(body).toBeUndefined();

    fireEvent.change(screen.getByLabelText(/^Start date/, { selector: 'input' }), {
      target: { value: '2026-12-07' },
    });
    await user.click(screen.getByRole('button', { name: 'Create class' }));
    await waitFor(() =>
      expect(body).toEqual({
        description: 'Riverside Day New Hire Class',
        nhpPoolUuid: POOL_ID,
        classTimestamp: '2026-12-07T00:00:00.000Z',
      }),
    );
  });

  it('requires the description', async () => {
    const { user } = renderList('open');
    const description = await screen.findByRole(
      'textbox',
      { name: 'Description' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(description).toHaveValue('Riverside Day New Hire Class'));
    await user.clear(description);
    await user.click(screen.getByRole('button', { name: 'Create class' }));
    expect(await screen.findByText('Description required')).toBeVisible();
  });

  it('shows the 500 page with a refresh that reads the list again', async () => {
    let calls = 0;
    const { user } = renderList('open', {
      'GET secure/nhp-classes': () => (++calls === 1 ? apiError(500, 'boom') : json(CLASSES)),
    });
    expect(await screen.findByText('Something bad just happened...')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('link', { name: 'Open class' })).toBeVisible();
  });

  it('shows another failure with Retry', async () => {
    renderList('open', { 'GET secure/nhp-classes': () => apiError(503, 'Database unavailable') });
    expect(
      await screen.findByText(/The classes could not be loaded: Database unavailable/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('refuses a recruiter without calling the list', async () => {
    const recruiter = makeUser({
      collUserSecurityGroups: [{ securityGroupCode: 'recruiter:Riverside', userUuid: '1' }],
    });
    const { api } = renderList('open', {}, recruiter);
    expect(await screen.findByText('You do not have access to this page.')).toBeVisible();
    expect(api.paths()).not.toContain('GET secure/nhp-classes');
  });

  it('hides the form from a caller who may manage no pool', async () => {
    renderList('open', { 'GET secure/nhp-pools': [pool({ canManageClasses: false })] });
    expect(await screen.findByText('You may not create classes for any pool.')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'New class' })).toBeNull();
  });
});

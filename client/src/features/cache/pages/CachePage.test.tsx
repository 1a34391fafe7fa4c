import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
import type { CacheRegionDto } from '../api/cacheApi';
import { CachePage } from './CachePage';

const region = (cacheName: string, overrides: Partial<CacheRegionDto> = {}): CacheRegionDto => ({
  cacheName,
  cacheSize: 1,
  cacheStatus: 'ALIVE',
  hitCountRam: 10,
  hitCountAux: 2,
  missCountNotFound: 3,
  missCountExpired: 0,
  byteCount: 1.2 * 1024 * 1024,
  ...overrides,
});

const admin = makeUser();
const premise = makeUser({
  userCode: 'premise',
  collUserSecurityGroups: [{ securityGroupCode: 'premise:Riverside', userUuid: '1111' }],
});

function renderCache(routes: ApiRoutes = {}, me = admin) {
  const api = stubApi({
    ...signedInRoutes(me),
    'GET cache/info': [region('capabilities'), region('tree-clients', { byteCount: 980 })],
    ...routes,
  });
  return {
    api,
    ...renderWithProviders(
      <RequireAuth>
        <CachePage />
      </RequireAuth>,
      { route: '/integrations/jcs' },
    ),
  };
}

const rowOf = async (name: string) =>
  (await screen.findByRole('gridcell', { name })).closest('[role="row"]') as HTMLElement;

describe(CachePage.name, { timeout: 20_000 }, () => {
  it('lists the regions with the seed’s fields and readable sizes', async () => {
    renderCache();

    const row = await rowOf('capabilities');
    expect(within(row).getByText('1.2 MB')).toBeInTheDocument();
    expect(within(row).getByText('ALIVE')).toBeInTheDocument();
    expect(within(row).getByText('10')).toBeInTheDocument();
    expect(within(await rowOf('tree-clients')).getByText('980 B')).toBeInTheDocument();
    for (const header of [
      'Region',
      'Entries',
      'Status',
      'RAM hits',
      'Aux hits',
      'Not found',
      'Expired',
      'Size',
    ])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(screen.getByTestId('grid-status')).toHaveTextContent('Total rows: 2');
  });

  it('says which instance the statistics describe', async () => {
    const instance = 'portal-2, pid 4242, instance 1a2b3c4d';
    renderCache({
      'GET cache/info': () =>
        json([region('capabilities')], 200, { 'X-Portal-Instance': instance }),
    });

    await waitFor(() =>
      expect(screen.getByTestId('cache-refreshed')).toHaveTextContent(
        `Statistics of ${instance}, refreshed every second`,
      ),
    );
  });

  it('refreshes the statistics every second', async () => {
    let hits = 0;
    renderCache({
      'GET cache/info': () => json([region('capabilities', { hitCountRam: ++hits })]),
    });

    await rowOf('capabilities');
    await waitFor(() => expect(hits).toBeGreaterThanOrEqual(3), { timeout: 4000 });
    const row = await rowOf('capabilities');
    await waitFor(() => expect(within(row).getByText(String(hits))).toBeInTheDocument());
  });

  it('empties one region and says so', async () => {
    const { api, user } = renderCache({
      'GET cache/remove/:region': region('capabilities', { cacheSize: 0 }),
    });
    await rowOf('capabilities');

    await user.click(screen.getByRole('button', { name: 'Remove capabilities' }));
    expect(await screen.findByText('Region capabilities was emptied.')).toBeInTheDocument();
    expect(api.paths()).toContain('GET cache/remove/capabilities');
  });

  it('asks before disposing of every region', async () => {
    const { api, user } = renderCache({ 'GET cache/dispose': [] });
    await rowOf('capabilities');

    const askToDispose = async () => {
      await user.click(screen.getByRole('button', { name: 'Dispose all' }));
      return screen.findByRole('dialog', { name: 'Dispose of every cache region?' });
    };
    await user.click(within(await askToDispose()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.paths()).not.toContain('GET cache/dispose');

    await user.click(within(await askToDispose()).getByRole('button', { name: 'Dispose all' }));
    expect(await screen.findByText('Every cache region was emptied.')).toBeInTheDocument();
    expect(api.paths()).toContain('GET cache/dispose');
  });

  it('shows why a removal failed', async () => {
    const { user } = renderCache({
      'GET cache/remove/:region': () => apiError(503, 'Database unavailable'),
    });
    await rowOf('capabilities');

    await user.click(screen.getByRole('button', { name: 'Remove capabilities' }));
    expect(
      await screen.findByText('Could not empty capabilities: Database unavailable'),
    ).toBeInTheDocument();
  });

  it('says so when there are no regions', async () => {
    renderCache({ 'GET cache/info': [] });

    expect(await screen.findByText('No cache regions.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dispose all' })).toBeDisabled();
  });

  it('shows a load failure with a retry', async () => {
    renderCache({ 'GET cache/info': () => apiError(503, 'Database unavailable') });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The cache regions could not be loaded: Database unavailable',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('tells someone without the cache permission that the page is not for them', async () => {
    const { api } = renderCache({}, premise);

    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    expect(api.paths()).toEqual(['GET public/me']);
  });

  it('shows the same when the API answers 403', async () => {
    renderCache({ 'GET cache/info': () => apiError(403, 'Forbidden') });

    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
  });
});

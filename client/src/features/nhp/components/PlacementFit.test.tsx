import { NOT_ANALYSED_TEXT } from '@domain/fitness';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PersonFitDto, PlacementFitDto } from '@client/api/generated/nhp';
import { kanban, nhpClass, person, slot } from '@client/test/nhpData';
import { renderWithProviders } from '@client/test/renderWithProviders';
import { apiError, stubApi, type ApiRoutes } from '@client/test/stubApi';
import { ManualPlacementDialog } from './ManualPlacementDialog';
import { PlacementTable } from './PlacementTable';

const placed = slot({
  placementUuid: 's0000000-0000-4000-8000-000000000002',
  personUuid: 'e2',
  aPerson: person('Grace', 'Hopper', 'e2'),
});

const verdict = (over: Partial<PersonFitDto>): PersonFitDto => ({
  personUuid: 'e2',
  nodeUuid: placed.nodeUuid,
  analysed: true,
  fitness: 'NOT_FIT',
  text: 'does not match the job: misses neck flexion',
  missed: [{ words: 'neck flexion', notMeasured: false }],
  ...over,
});
const atSlot = (over: Partial<PersonFitDto>): PlacementFitDto => ({
  placementUuid: placed.placementUuid,
  ...verdict(over),
});

const noop = () => {};
function renderTable(routes: ApiRoutes) {
  stubApi(routes);
  return renderWithProviders(
    <PlacementTable
      klass={nhpClass({ nhpClassStatusEnum: 'PLACEMENT' })}
      kanbans={[kanban([placed])]}
      laterClasses={[]}
      canManage={false}
      busy={false}
      onManual={noop}
      onAutoPlace={noop}
      onConfirm={noop}
      onUnconfirm={noop}
      onReject={noop}
      onDefer={noop}
    />,
  );
}

describe('The fit of placed people (issue 32, item 3)', { timeout: 20_000 }, () => {
  it('says a manual placement is NG with the missed demand in words, without values', async () => {
    renderTable({ 'GET private/nhp-classes/:id/fit': [atSlot({})] });
    expect(await screen.findByText('NG')).toBeVisible();
    expect(screen.getByText('does not match the job: misses neck flexion')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Missed demands with values' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Reasons report' })).toBeNull();
  });

  it('lists the values and links the reasons report when the server sends them', async () => {
    const detail = 'Neck flexion (over 20°): 36 degrees misses at least 45 degrees';
    renderTable({
      'GET private/nhp-classes/:id/fit': [
        atSlot({ missed: [{ words: 'neck flexion', notMeasured: false, detail }] }),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Missed demands with values' });
    expect(within(list).getByText(detail)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Reasons report' })).toHaveAttribute(
      'href',
      '/reasons/e2',
    );
  });

  it('says Not analysed, never NG, for a job without an active PDA', async () => {
    renderTable({
      'GET private/nhp-classes/:id/fit': [
        atSlot({ analysed: false, fitness: 'NOT_ASSESSED', text: NOT_ANALYSED_TEXT, missed: [] }),
      ],
    });
    expect(await screen.findByText('Not analysed')).toBeVisible();
    expect(screen.getByText(NOT_ANALYSED_TEXT)).toBeVisible();
    expect(screen.queryByText('NG')).toBeNull();
  });

  it('shows Error when the fit cannot be read', async () => {
    renderTable({ 'GET private/nhp-classes/:id/fit': () => apiError(500, 'boom') });
    expect(await screen.findByText('Error')).toBeVisible();
  });

  it('shows each searched pool member with their fit for the slot job', async () => {
    stubApi({
      'GET secure/swimmer-search/:c/:t': [
        {
          swimmerUuid: 'w2',
          nhpPoolUuid: 'p',
          personUuid: 'e2',
          client: 'Riverside',
          pool: 'Riverside Day',
          id: 'APP-2',
          idInfoSourceUuid: null,
          firstName: 'Grace',
          lastName: 'Hopper',
          availableDate: '2026-12-01',
          phone: null,
          email: null,
        },
      ],
      'GET private/nhp-placements/:id/member-fit': [verdict({})],
    });
    const { user } = renderWithProviders(
      <ManualPlacementDialog
        classId="c"
        slot={slot()}
        nodeDescription="Install brake lines"
        onCancel={noop}
        onPick={noop}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: /Search pool members/ }), 'grace');
    const found = await screen.findByRole('list', { name: 'Pool members found' });
    expect(await within(found).findByText('NG', {}, { timeout: 3000 })).toBeVisible();
    expect(within(found).getByText(/misses neck flexion/)).toBeVisible();
  });
});

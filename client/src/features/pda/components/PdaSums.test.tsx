import { POLL_PDA_SUM_MS } from '@domain/timing';
import { setupListeners } from '@reduxjs/toolkit/query';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AggPdaDto, PdaSumDto } from '@client/api/generated/pda';
import { renderWithProviders } from '@client/test/renderWithProviders';
import { json, storeSession, stubApi } from '@client/test/stubApi';
import { PDA_NODE_UUID, PDA_UUID } from '../test/pdaFixtures';
import { NodePdaSums, PdaSumsTable } from './PdaSums';

const OTHER_PDA = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

function sum(code: string, value: string, pdaUuid = PDA_UUID, name = 'Fit door'): PdaSumDto {
  return {
    capabilityUuid: `cap-${code}`,
    code,
    description: `${code} capability`,
    value,
    sourcePDA: {
      pdaUuid,
      nodeUuid: PDA_NODE_UUID,
      description: name,
      pdaTypeUuid: 'type-1',
      pdaStatusEnum: 'COMPLETED',
    },
  };
}

/** The aggregate read answers `answers` in turn (the last one from then on). */
function serveAggregate(...answers: AggPdaDto[]) {
  storeSession();
  let call = 0;
  return stubApi({
    'GET private/capabilities': [],
    'GET secure/node/:id/agg-pda': () => json(answers[Math.min(call++, answers.length - 1)]),
  });
}

const aggregate = (demands: PdaSumDto[], pdaCount = 2): AggPdaDto => ({
  nodeUuid: PDA_NODE_UUID,
  pdaCount,
  activePdaCount: 1,
  demands,
});

const aggCalls = (api: ReturnType<typeof stubApi>) =>
  api.paths().filter((path) => path === `GET secure/node/${PDA_NODE_UUID}/agg-pda`).length;

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('NodePdaSums', { timeout: 30_000 }, () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it("shows the node's counts and highest demands, each linked to its PDA", async () => {
    serveAggregate(aggregate([sum('LIFT', '20'), sum('REACH', '12', OTHER_PDA, 'Hang hood')]));
    renderWithProviders(<NodePdaSums nodeUuid={PDA_NODE_UUID} />);

    const table = await screen.findByRole('table', { name: 'Highest demands under this node' });
    expect(screen.getByTestId('pda-counts')).toHaveTextContent(
      '2 PDAs under this node, 1 completed or approved',
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'LIFT capability20Fit door',
      'REACH capability12Hang hood',
    ]);
    expect(within(rows[1]).getByRole('link', { name: 'Hang hood' })).toHaveAttribute(
      'href',
      `/tree/${PDA_NODE_UUID}#${OTHER_PDA}`,
    );
  });

  it('says so when no PDA lies under the node', async () => {
    serveAggregate(aggregate([], 0));
    renderWithProviders(<NodePdaSums nodeUuid={PDA_NODE_UUID} />);
    expect(await screen.findByText('No PDAs under this node.')).toBeInTheDocument();
  });

  it('reads again every 10 s while shown, not while the page is hidden, and never once gone', async () => {
    const api = serveAggregate(aggregate([sum('LIFT', '20')]), aggregate([sum('LIFT', '25')]));
    const view = renderWithProviders(<NodePdaSums nodeUuid={PDA_NODE_UUID} />);
    const unsubscribe = setupListeners(view.store.dispatch);
    await screen.findByRole('cell', { name: '20' });
    expect(aggCalls(api)).toBe(1);

    await tick(POLL_PDA_SUM_MS - 100);
    expect(aggCalls(api)).toBe(1);
    await tick(100);
    expect(await screen.findByRole('cell', { name: '25' })).toBeInTheDocument();
    expect(aggCalls(api)).toBe(2);

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    await tick(3 * POLL_PDA_SUM_MS);
    expect(aggCalls(api)).toBe(2);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    await tick(POLL_PDA_SUM_MS);
    expect(aggCalls(api)).toBeGreaterThan(2);

    const before = aggCalls(api);
    view.unmount();
    await tick(3 * POLL_PDA_SUM_MS);
    expect(aggCalls(api)).toBe(before);
    unsubscribe();
  });
});

describe('PdaSumsTable', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it("shows each demand once: the PDA's own, the node's highest only from another PDA", async () => {
    storeSession();
    const api = stubApi({
      'GET private/capabilities': [],
      'GET secure/pdasum/byPDA/:id': [sum('LIFT', '10'), sum('KNEEL', 'true'), sum('PUSH', '33')],
      'GET secure/pdasum/byNode/:id': [
        sum('LIFT', '30', OTHER_PDA, 'Hang hood'),
        sum('PUSH', '33'),
      ],
    });
    renderWithProviders(
      <PdaSumsTable
        pdaUuid={PDA_UUID}
        nodeUuid={PDA_NODE_UUID}
        units={{ exact: true, lbs: false }}
      />,
    );

    const table = await screen.findByRole('table', { name: 'PDA sums' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'CapabilityThis PDAHighest at this node',
      'LIFT capability1030 in Hang hood',
      'PUSH capability33this PDA',
      'KNEEL capabilitytrue',
    ]);

    await tick(POLL_PDA_SUM_MS);
    const paths = api.paths();
    expect(paths.filter((p) => p === `GET secure/pdasum/byPDA/${PDA_UUID}`)).toHaveLength(2);
    expect(paths.filter((p) => p === `GET secure/pdasum/byNode/${PDA_NODE_UUID}`)).toHaveLength(2);
  });
});

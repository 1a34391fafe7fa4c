import { TREE_LEVELS } from '@domain/tree-levels';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { NodeMatchStatDto, TreeRuleDto, TreeSwimmerDto } from '../api/matchStatsApi';
import { renderWithProviders } from '@client/test/renderWithProviders';
import {
  apiError,
  makeUser,
  makeUserIn,
  signedInRoutes,
  stubApi,
  type ApiRoutes,
} from '@client/test/stubApi';
import { RequireAuth } from '@client/features/auth';
import { MatchStatsPage } from './MatchStatsPage';

const CLIENT = 'c0000000-0000-4000-8000-000000000000';
const SHOP = '00000000-0000-0000-0001-000000000002';
const PROCESS = '00000000-0000-0000-0001-000000000006';
const node = (id: string, level: string, m: number, n = 10): NodeMatchStatDto => ({
  nodeUuid: id,
  parentNodeUuid: CLIENT,
  levelUuid: level,
  description: `Node ${id}`,
  analysed: true,
  m,
  n,
  percent: n === 0 ? 0 : (100 * m) / n,
});
const STATS: NodeMatchStatDto[] = [
  { ...node(CLIENT, '00000000-0000-0000-0001-000000000001', 8), parentNodeUuid: null },
  node('shop', SHOP, 8),
  node('door', PROCESS, 4),
  node('seat', PROCESS, 10),
];
const RULES: TreeRuleDto[] = [
  {
    pdaUuid: 'p1',
    pdaDescription: 'Door fitting PDA',
    nodeUuid: 'door',
    capabilityUuid: 'lift',
    code: 'LIFT',
    capabilityDescription: 'Lift floor to waist',
    direction: 'AT_LEAST',
    units: 'KG',
    pdaValue: '30',
    count: 6,
    notMeasured: 2,
    avg: 21.25,
    n: 10,
  },
];
const PEOPLE: TreeSwimmerDto[] = [
  {
    personUuid: 'ann',
    firstName: 'Ann',
    lastName: 'Archer',
    id: 'APP-1',
    pools: 'Riverside hires',
    availableDate: '2026-12-01',
    phone: '(555) 010-1234',
    email: 'ann@example.com',
  },
];

function renderStats(routes: ApiRoutes = {}, me = makeUser(), path = '/match-stats') {
  const api = stubApi({
    ...signedInRoutes(me),
    'GET secure/me/clients': [{ nodeUuid: CLIENT, description: 'Riverside' }],
    'GET secure/levels': TREE_LEVELS.map((l) => ({ ...l })),
    'GET secure/client/:id/node-match-stats': STATS,
    'GET secure/nodes/:id/tree-rules': RULES,
    'GET secure/nodes/:id/:x/tree-swimmers': PEOPLE,
    ...routes,
  });
  return {
    api,
    ...renderWithProviders(
      <RequireAuth>
        <Routes>
          <Route path="/match-stats" element={<MatchStatsPage />} />
        </Routes>
      </RequireAuth>,
      { route: path },
    ),
  };
}

describe(MatchStatsPage.name, { timeout: 20_000 }, () => {
  it('lists the process nodes with m, n and the percent, and the client’s summary', async () => {
    renderStats();
    await waitFor(() =>
      expect(screen.getByTestId('match-summary')).toHaveTextContent(
        '8 of 10 pool members of Riverside match at least one job (80.00%); people outside the pools are not counted here',
      ),
    );
    const grid = await screen.findByRole('grid', { name: 'Nodes' });
    expect(await within(grid).findByText('Node door')).toBeInTheDocument();
    expect(within(grid).getByText('40.00%')).toBeInTheDocument();
    expect(within(grid).getByText('Node seat')).toBeInTheDocument();
    expect(within(grid).queryByText('Node shop')).not.toBeInTheDocument();
    expect(screen.getByText('Pick a node to see its rules and the people who match it.'));
  });

  it('shows a node’s rules, chart and people to an admin', async () => {
    const { user } = renderStats();
    await user.click(await screen.findByText('Node door'));
    expect(await screen.findByRole('heading', { name: 'Node door: 4 of 10 (40.00%)' }));
    const rules = screen.getByRole('region', { name: 'Rules' });
    expect(await within(rules).findByText('Door fitting PDA')).toBeInTheDocument();
    expect(within(rules).getByText('at least 30 kg')).toBeInTheDocument();
    expect(within(rules).getByText('21.25')).toBeInTheDocument();
    expect(
      within(rules).getByRole('figure', { name: 'Demands that exclude the most pool members' }),
    ).toBeInTheDocument();
    const people = screen.getByRole('region', { name: 'People' });
    expect(await within(people).findByText('Archer, Ann')).toBeInTheDocument();
    expect(within(people).getByText('ann@example.com')).toBeInTheDocument();
  });

  it('shows the rules to premise and the people to staffing and recruiters only', async () => {
    const premise = renderStats({}, makeUserIn(`premise:${CLIENT}`), '/match-stats?node=door');
    expect(await screen.findByRole('region', { name: 'Rules' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'People' })).not.toBeInTheDocument();
    premise.unmount();
    const staffing = renderStats({}, makeUserIn(`staffing:${CLIENT}`), '/match-stats?node=door');
    expect(await screen.findByRole('region', { name: 'People' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Rules' })).not.toBeInTheDocument();
    expect(staffing.api.paths().some((p) => p.includes('tree-rules'))).toBe(false);
  });

  it('filters the nodes by the level picked', async () => {
    const { user } = renderStats();
    await screen.findByText('Node door');
    await user.click(screen.getByRole('combobox', { name: 'Level' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).not.toContain('NAMC');
    expect(options).not.toContain('Cost Center');
    expect(options).not.toContain('tenant');
    await user.click(screen.getByRole('option', { name: 'Production Shop' }));
    expect(await screen.findByText('Node shop')).toBeInTheDocument();
    expect(screen.queryByText('Node door')).not.toBeInTheDocument();
  });

  it('fetches the rules of nodes below 100% ahead of a click', async () => {
    const { api } = renderStats();
    await screen.findByText('Node door');
    await waitFor(() => expect(api.paths()).toContain('GET secure/nodes/door/tree-rules'));
    expect(api.paths()).not.toContain('GET secure/nodes/seat/tree-rules');
  });

  it('says when the client has no pool members yet', async () => {
    renderStats({
      'GET secure/client/:id/node-match-stats': STATS.map((s) => ({
        ...s,
        m: 0,
        n: 0,
        percent: 0,
      })),
    });
    expect(
      await screen.findByText(
        'Riverside has no pool members yet: add people to a pool to see who matches.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    renderStats({
      'GET secure/client/:id/node-match-stats': () => apiError(503, 'Database unavailable'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The match statistics could not be loaded: Database unavailable',
    );
  });

  it('tells a signed-in user without a role the page is not for them', async () => {
    const { api } = renderStats({}, makeUser({ collUserSecurityGroups: [] }));
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    expect(api.paths()).toEqual(['GET public/me']);
  });
});

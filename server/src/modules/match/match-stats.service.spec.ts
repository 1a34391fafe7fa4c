import { beforeEach, describe, expect, it } from 'vitest';
import { AccessService } from '@server/common/auth/access.service';
import type { Principal } from '@server/common/auth/principal';
import { refusalOf } from '@server/testing/refusal';
import { fake, serviceOver } from '@server/testing/service-over';
import { MatchErrorCode } from './match.exceptions';
import { MatchInputsRepository } from './match-inputs.repository';
import { ClientResults, MatchResultsService } from './match-results.service';
import {
  MatchStatsRepository,
  type RuleDemandRow,
  type StatsNodeRow,
} from './match-stats.repository';
import { MatchStatsService } from './match-stats.service';

/**
 * The tree's match statistics over one client held in memory, with the real ClientResults,
 * AccessService and shared demand rule: per node the pool members matching it or a job below
 * it, which nodes are analysed, and per distinct demand how many fail it. The SQL reads are the
 * match e2e suite's part.
 */

const SITE = '00000000-0000-0000-0008-000000000001';
const premise = { userUuid: 'u', groups: [`premise:${SITE}`] } as unknown as Principal;

const node = (nodeUuid: string, parentNodeUuid: string | null, hasPda = false): StatsNodeRow => ({
  nodeUuid,
  parentNodeUuid,
  levelUuid: 'level',
  description: nodeUuid,
  hasPda,
});
// Parents first, as the repository answers: the site, shop A with two jobs, shop B with none.
const nodes = [
  node(SITE, null),
  node('shop-a', SITE),
  node('job-1', 'shop-a', true),
  node('job-2', 'shop-a', true),
  node('shop-b', SITE),
];

const demand = (pdaUuid: string, capabilityUuid: string, pdaValue: string): RuleDemandRow => ({
  pdaUuid,
  pdaDescription: pdaUuid,
  nodeUuid: 'job-1',
  capabilityUuid,
  code: capabilityUuid,
  capabilityDescription: capabilityUuid,
  direction: 'AT_LEAST',
  units: 'kg',
  pdaValue,
});

let service: MatchStatsService;

beforeEach(async () => {
  const results = new ClientResults();
  // job-1 (ordinal 0) holds Ann, Bob and Zed (not in the pool); job-2 (ordinal 1) Bob and Cy.
  results.apply(
    [
      ['ann', 0b01],
      ['bob', 0b11],
      ['cy', 0b10],
      ['zed', 0b01],
    ].map(([personUuid, bits]) => ({
      personUuid: personUuid as string,
      bits: Uint8Array.of(bits as number),
    })),
  );
  results.ordinals = new Map([
    ['job-1', 0],
    ['job-2', 1],
  ]);
  const access = new AccessService();
  access.registerResolver('node', async (id) => (id === 'nowhere' ? undefined : SITE));
  service = await serviceOver(
    MatchStatsService,
    fake(AccessService, access),
    fake(MatchResultsService, { ofClient: async () => results }),
    fake(MatchInputsRepository, {
      clientOfNode: async (id: string) => (id === 'nowhere' ? null : SITE),
    }),
    fake(MatchStatsRepository, {
      nodesOfClient: async () => nodes,
      poolPeopleOfClient: async () => ['ann', 'bob', 'cy'],
      demandsAtAndBelow: async () => [
        demand('pda-1', 'lift', '25'),
        demand('pda-2', 'lift', ' 25'),
        demand('pda-3', 'grip', '30'),
      ],
      measurements: async () => [
        { personUuid: 'ann', capabilityUuid: 'lift', value: '30' },
        { personUuid: 'ann', capabilityUuid: 'grip', value: '20' },
        { personUuid: 'bob', capabilityUuid: 'lift', value: '20' },
      ],
    }),
  );
});

describe('node match statistics', () => {
  it('count the pool members matching a node or a job below it, out of the pool', async () => {
    const stats = await service.nodeMatchStats(premise, SITE);
    expect(stats.map((s) => [s.nodeUuid, s.m, s.n, s.analysed])).toEqual([
      [SITE, 3, 3, true],
      ['shop-a', 3, 3, true],
      ['job-1', 2, 3, true],
      ['job-2', 2, 3, true],
      ['shop-b', 0, 3, false],
    ]);
  });

  it('are asked of a client site only', async () => {
    expect(await refusalOf(service.nodeMatchStats(premise, 'shop-a'))).toBe(
      `${MatchErrorCode.NotAClientSite}: This node is not a client site: match statistics are per client site`,
    );
  });
});

describe('the rules under a node', () => {
  it('count who fails each distinct demand, the unmeasured among them, and their average', async () => {
    const rules = await service.treeRules(premise, 'shop-a');
    expect(rules.map((r) => [r.pdaUuid, r.count, r.notMeasured, r.avg, r.n])).toEqual([
      ['pda-3', 3, 2, 20, 3],
      ['pda-1', 2, 1, 20, 3],
      ['pda-2', 2, 1, 20, 3],
    ]);
  });
});

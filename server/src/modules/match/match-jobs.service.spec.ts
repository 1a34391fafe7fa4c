import type { EntityManager } from 'typeorm';
import { beforeEach, describe, expect, it } from 'vitest';
import { DomainEvents, type DomainEventMap } from '@server/common/events/domain-events';
import { EXAM_MATCH_JOB, ExamsService } from '@server/modules/exams/exams.service';
import { JobsService } from '@server/modules/jobs/jobs.service';
import { fake, serviceOver } from '@server/testing/service-over';
import { MatchInputsRepository } from './match-inputs.repository';
import { MATCH_REGRADE_JOB, MatchJobsService } from './match-jobs.service';
import { MatchRecomputeService } from './match-recompute.service';
import { MatchRegradeService, type RegradeScope } from './match-regrade.service';
import { MatchSetsRepository } from './match-sets.repository';

/**
 * Which writes queue a regrade, of whom, and how a burst becomes one run (decision 0036):
 * the real DomainEvents carries the writes, fakes answer where a node or person belongs and
 * hold the waiting runs by client the way enqueueCoalesced does. The row locks that keep a
 * waiting run from starting early are the jobs e2e suite's part.
 */

type Waiting = RegradeScope & { clientUuid: string };
type Run = (ctx: { data: never; progress: () => Promise<void> }) => Promise<void>;

const manager = {} as EntityManager;
const CLIENT_OF_NODE: Record<string, string> = {
  n1: 'north',
  n2: 'north',
  n9: 'south',
  site: 'north',
  empty: 'north',
};

class World {
  readonly events = new DomainEvents();
  /** Waiting regrades by client, as the job table holds them. */
  waiting = new Map<string, Waiting>();
  registered = new Map<string, Run>();
  regraded: { clientUuid: string; scope: RegradeScope }[] = [];
  scored: string[] = [];
  recomputed: string[] = [];
  jobNodesUnder: Record<string, string[]> = { site: ['n1', 'n2'], empty: [] };
  pools: Record<string, { clientUuid: string | null; people: string[] }> = {
    pool: { clientUuid: 'north', people: ['ann', 'bob'] },
    none: { clientUuid: 'north', people: [] },
  };

  service(): Promise<MatchJobsService> {
    return serviceOver(
      MatchJobsService,
      fake(JobsService, {
        enqueueCoalesced: async (
          name: string,
          key: string,
          data: Waiting,
          merge: (queued: Waiting, next: Waiting) => Waiting,
        ) => {
          expect(name).toBe(MATCH_REGRADE_JOB);
          const queued = this.waiting.get(key);
          this.waiting.set(key, queued ? merge(queued, data) : data);
          return key;
        },
        register: async (name: string, run: Run) => void this.registered.set(name, run),
      }),
      fake(MatchRecomputeService, {
        recomputePerson: async (person: string) => {
          this.recomputed.push(person);
          return { matchedNodes: 2, grade: { grade: 'A' } };
        },
      }),
      fake(MatchRegradeService, {
        regrade: async (clientUuid: string, scope: RegradeScope) => {
          this.regraded.push({ clientUuid, scope });
          return { full: false, graded: 1, changed: 0, rematched: 0 };
        },
      }),
      fake(ExamsService, { markScored: async (uuid: string) => void this.scored.push(uuid) }),
      fake(MatchInputsRepository, {
        clientOfNode: async (node: string) => CLIENT_OF_NODE[node] ?? null,
        clientOfPerson: async (person: string) => (person === 'orphan' ? null : 'north'),
        poolMembers: async (pool: string) => this.pools[pool],
      }),
      fake(MatchSetsRepository, {
        jobNodesUnder: async (node: string) => this.jobNodesUnder[node] ?? [],
      }),
      fake(DomainEvents, this.events),
    );
  }

  emit<K extends keyof DomainEventMap>(name: K, payload: DomainEventMap[K]): Promise<void> {
    return this.events.emit(name, payload, manager);
  }

  pda(nodeUuid: string, action: string) {
    return this.emit('pda.changed', { pdaUuid: 'p', nodeUuid, action, actorUserUuid: 'u' });
  }

  exam(personUuid: string, from: string, to: string, examTypeKind = 'STANDARD') {
    const change = { examUuid: 'e', personUuid, examTypeKind, from, to, actorUserUuid: 'u' };
    return this.emit('exam.status-changed', change);
  }
}

const scope = (clientUuid: string, over: Partial<RegradeScope>): Waiting => ({
  clientUuid,
  nodes: [],
  people: [],
  measured: [],
  ...over,
});

let world: World;
let service: MatchJobsService;

beforeEach(async () => {
  world = new World();
  service = await world.service();
});

describe('which writes queue a regrade', () => {
  it('a PDA’s status, demands, creation or copy: its node, for its client', async () => {
    for (const action of ['status', 'demand', 'create', 'copy']) {
      world.waiting.clear();
      await world.pda('n9', action);
      expect([...world.waiting.values()]).toEqual([scope('south', { nodes: ['n9'] })]);
    }
  });

  it('not a PDA change that moves no verdict, nor a node outside every client', async () => {
    await world.pda('n1', 'field');
    await world.pda('n1', 'field-value-type');
    await world.pda('tenant', 'status');
    expect(world.waiting.size).toBe(0);
  });

  it('a trashed subtree: its job nodes, and nothing when it held none', async () => {
    await world.emit('node.trashed', { nodeUuid: 'empty', actorUserUuid: 'u' });
    expect(world.waiting.size).toBe(0);
    await world.emit('node.trashed', { nodeUuid: 'site', actorUserUuid: 'u' });
    expect(world.waiting.get('north')).toEqual(scope('north', { nodes: ['n1', 'n2'] }));
  });

  it('an exam entering or leaving COMPLETE: its person as measured; not a PPT, nor other moves', async () => {
    await world.exam('ann', 'SCHEDULED', 'NO_SHOW');
    await world.exam('ann', 'IN_PROGRESS', 'COMPLETE', 'PPT');
    await world.exam('orphan', 'IN_PROGRESS', 'COMPLETE');
    expect(world.waiting.size).toBe(0);
    await world.exam('ann', 'IN_PROGRESS', 'COMPLETE');
    await world.exam('bob', 'COMPLETE', 'IN_PROGRESS');
    expect(world.waiting.get('north')).toEqual(scope('north', { measured: ['ann', 'bob'] }));
  });

  it('a pool’s jobs changing: its members, and nothing for an empty pool', async () => {
    const change = (nhpPoolUuid: string) =>
      world.emit('nhp.jobs-changed', { nhpPoolUuid, nhpClassUuid: 'c', actorUserUuid: 'u' });
    await change('none');
    expect(world.waiting.size).toBe(0);
    await change('pool');
    expect(world.waiting.get('north')).toEqual(scope('north', { people: ['ann', 'bob'] }));
  });
});

describe('a burst of writes', () => {
  it('makes one waiting regrade per client, each scope the union without repeats', async () => {
    await world.pda('n1', 'demand');
    await world.pda('n2', 'status');
    await world.pda('n1', 'status');
    await world.exam('ann', 'IN_PROGRESS', 'COMPLETE');
    await world.emit('nhp.jobs-changed', {
      nhpPoolUuid: 'pool',
      nhpClassUuid: 'c',
      actorUserUuid: 'u',
    });
    await world.pda('n9', 'demand');
    expect([...world.waiting.values()]).toEqual([
      scope('north', { nodes: ['n1', 'n2'], people: ['ann', 'bob'], measured: ['ann'] }),
      scope('south', { nodes: ['n9'] }),
    ]);
  });
});

describe('the jobs', () => {
  const progress = async () => undefined;

  it('a regrade run grades the client over the scope it carries', async () => {
    await service.onModuleInit();
    const data = scope('north', { nodes: ['n1'], measured: ['ann'] });
    await world.registered.get(MATCH_REGRADE_JOB)!({ data: data as never, progress });
    expect(world.regraded).toEqual([
      { clientUuid: 'north', scope: { nodes: ['n1'], people: [], measured: ['ann'] } },
    ]);
  });

  it('a PPT exam’s run rematches its person and marks the exam scored', async () => {
    await service.onModuleInit();
    const data = { examUuid: 'ppt-1', personUuid: 'ann' };
    await world.registered.get(EXAM_MATCH_JOB)!({ data: data as never, progress });
    expect(world.recomputed).toEqual(['ann']);
    expect(world.scored).toEqual(['ppt-1']);
  });
});

import { DataSource } from 'typeorm';
import { beforeEach, describe, expect, it } from 'vitest';
import { fake, inMemoryDataSource, serviceOver } from '@server/testing/service-over';
import { AuditService } from '@server/modules/audit/audit.service';
import { JobsService } from '@server/modules/jobs/jobs.service';
import { SchedulerState, SchedulerTrigger } from './entities/scheduler-trigger.entity';
import { SchedulerService } from './scheduler.service';

/**
 * The tick and pause/resume against in-memory triggers: fakes stand in for the
 * transaction, the trigger table (its query builder answers the due rows) and the job queue,
 * so the spec sees what the service decides: which triggers fire, with what job and data,
 * where next_fire_at moves, and that standby fires nothing. The row locks across instances
 * are the scheduler e2e suite's part.
 */

const MINUTE = 60_000;

function trigger(triggerUuid: string, over: Partial<SchedulerTrigger> = {}): SchedulerTrigger {
  return Object.assign(new SchedulerTrigger(), {
    triggerUuid,
    jobClass: 'sessionReaper',
    intervalSeconds: 60,
    state: 'NORMAL',
    nextFireAt: new Date(Date.now() - 90_000),
    lastFireAt: null,
    lastRunUuid: null,
    createdByUserUuid: 'creator-1',
    created: new Date(0),
    ...over,
  });
}

class World {
  triggers = new Map<string, SchedulerTrigger>();
  standby = false;
  jobsRunning = true;
  enqueued: { name: string; data: unknown; options: Record<string, unknown> }[] = [];
  audit: string[] = [];
}

function serviceIn(world: World): Promise<SchedulerService> {
  const query = (filter: (t: SchedulerTrigger) => boolean = () => true) => {
    let where = filter;
    const builder = {
      where(sql: string, params?: { triggerUuid: string }) {
        where = params
          ? (t) => t.triggerUuid === params.triggerUuid
          : // The tick's condition: NORMAL and due.
            (t) => t.state === 'NORMAL' && t.nextFireAt.getTime() <= Date.now();
        void sql;
        return builder;
      },
      orderBy: () => builder,
      limit: () => builder,
      setLock: () => builder,
      setOnLocked: () => builder,
      getMany: async () => [...world.triggers.values()].filter(where).map((t) => ({ ...t })),
      getOne: async () => [...world.triggers.values()].find(where),
    };
    return builder;
  };
  const triggers = {
    createQueryBuilder: () => query(),
    update: async (uuid: string, fields: Partial<SchedulerTrigger>) => {
      Object.assign(world.triggers.get(uuid)!, fields);
    },
  };
  const state = { findOneBy: async () => ({ id: 1, standby: world.standby }) };
  const manager = {
    getRepository: (entity: unknown) => (entity === SchedulerState ? state : triggers),
  };
  return serviceOver(
    SchedulerService,
    fake(DataSource, inMemoryDataSource(manager)),
    fake(JobsService, {
      get isRunning() {
        return world.jobsRunning;
      },
      enqueue: async (name: string, data: unknown, options: Record<string, unknown>) => {
        world.enqueued.push({ name, data, options: { ...options, manager: undefined } });
        return `run-${world.enqueued.length}`;
      },
    }),
    fake(AuditService, {
      record: async (entry: { action: string }) => void world.audit.push(entry.action),
    }),
  );
}

let world: World;
let service: SchedulerService;

beforeEach(async () => {
  world = new World();
  service = await serviceIn(world);
});

describe('tick', () => {
  it('fires a due trigger once: its job enqueued as the creator, the next fire on the grid', async () => {
    const due = trigger('t1');
    const previous = due.nextFireAt.getTime();
    world.triggers.set('t1', due);
    expect(await service.tick()).toBe(1);
    expect(world.enqueued).toEqual([
      {
        name: 'scheduler.session-reaper',
        data: { triggerUuid: 't1', jobClass: 'sessionReaper', createdByUserUuid: 'creator-1' },
        options: {
          manager: undefined,
          statusMessage: 'Queued by the scheduler',
          createdByUserUuid: 'creator-1',
        },
      },
    ]);
    const fired = world.triggers.get('t1')!;
    expect(fired.lastRunUuid).toBe('run-1');
    expect(fired.lastFireAt).toBeInstanceOf(Date);
    // 90 s late on a 60 s grid: the missed fire is skipped, the next one is 120 s after the last.
    expect(fired.nextFireAt.getTime() - previous).toBe(2 * MINUTE);
    expect(await service.tick()).toBe(0);
    expect(world.enqueued).toHaveLength(1);
  });

  it('fires the due triggers only, past an unknown job class', async () => {
    world.triggers.set('gone', trigger('gone', { jobClass: 'retiredJob' }));
    world.triggers.set('ok', trigger('ok', { jobClass: 'cacheDispose' }));
    world.triggers.set('later', trigger('later', { nextFireAt: new Date(Date.now() + MINUTE) }));
    world.triggers.set('paused', trigger('paused', { state: 'PAUSED' }));
    await service.tick();
    expect(world.enqueued.map((e) => e.name)).toEqual(['scheduler.cache-dispose']);
    expect(world.triggers.get('gone')!.lastRunUuid).toBeNull();
  });

  it('fires nothing in standby, and fires again once started', async () => {
    world.triggers.set('t1', trigger('t1'));
    world.standby = true;
    expect(await service.tick()).toBe(0);
    expect(world.enqueued).toEqual([]);
    world.standby = false;
    expect(await service.tick()).toBe(1);
  });

  it('fires nothing while the job queue is not running', async () => {
    world.triggers.set('t1', trigger('t1'));
    world.jobsRunning = false;
    expect(await service.tick()).toBe(0);
    expect(world.enqueued).toEqual([]);
  });
});

describe('pause and resume', () => {
  it('resumes without firing the fires missed while paused', async () => {
    const paused = trigger('t1', {
      state: 'PAUSED',
      nextFireAt: new Date(Date.now() - 10 * MINUTE),
    });
    world.triggers.set('t1', paused);
    await service.setState('NORMAL', 't1', 'admin');
    const resumed = world.triggers.get('t1')!;
    expect(resumed.state).toBe('NORMAL');
    expect(resumed.nextFireAt.getTime()).toBeGreaterThan(Date.now());
    expect(await service.tick()).toBe(0);
    expect(world.audit).toEqual(['resume']);
  });

  it('pauses every trigger when none is named, skipping those already paused', async () => {
    world.triggers.set('a', trigger('a'));
    world.triggers.set('b', trigger('b', { state: 'PAUSED' }));
    await service.setState('PAUSED', undefined, 'admin');
    expect([...world.triggers.values()].map((t) => t.state)).toEqual(['PAUSED', 'PAUSED']);
    expect(world.audit).toEqual(['pause']);
    expect(await service.tick()).toBe(0);
  });
});

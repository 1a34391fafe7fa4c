import type { EntityManager } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { SchedulerTrigger } from '@server/modules/scheduler/entities/scheduler-trigger.entity';

/** Demo triggers, so the scheduler screen shows jobs running: reaper every 10 min, dispose daily. */
export const DEMO_TRIGGERS = [
  { jobClass: 'sessionReaper', intervalSeconds: 600 },
  { jobClass: 'cacheDispose', intervalSeconds: 86_400 },
] as const;

export async function seedSchedulerTriggers(manager: EntityManager): Promise<void> {
  const now = Date.now();
  await manager.getRepository(SchedulerTrigger).insert(
    DEMO_TRIGGERS.map((t, i) => ({
      triggerUuid: randomUUID(),
      jobClass: t.jobClass,
      intervalSeconds: t.intervalSeconds,
      state: 'NORMAL' as const,
      // The reaper's first fire is a minute after the seed, so a newcomer sees a run soon.
      nextFireAt: new Date(now + (i === 0 ? 60_000 : t.intervalSeconds * 1000)),
      lastFireAt: null,
      lastRunUuid: null,
      createdByUserUuid: null,
    })),
  );
}

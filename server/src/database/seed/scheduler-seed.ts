import type { EntityManager } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { SchedulerTrigger } from '@server/modules/scheduler/entities/scheduler-trigger.entity';

const DAY = 86_400;

/** The next 02:00 UTC: the nightly jobs run while few people work. */
export function nextNight(now: number): Date {
  const night = new Date(now);
  night.setUTCHours(2, 0, 0, 0);
  if (night.getTime() <= now) night.setUTCDate(night.getUTCDate() + 1);
  return night;
}

/**
 * Demo triggers, so the scheduler screen shows jobs running: reaper every 10 min (first a
 * minute after the seed, so a newcomer sees a run soon), dispose daily, the nightly full
 * match recompute, the safety net behind the regrades each change enqueues (decision 0036),
 * and a nightly backup an hour after it into BACKUP_DIR (decision 0046; on for the embedded
 * database too: the app makes it on its own connection).
 */
export const DEMO_TRIGGERS = [
  {
    jobClass: 'sessionReaper',
    intervalSeconds: 600,
    first: (now: number) => new Date(now + 60_000),
  },
  {
    jobClass: 'cacheDispose',
    intervalSeconds: DAY,
    first: (now: number) => new Date(now + DAY * 1000),
  },
  { jobClass: 'matchRecompute', intervalSeconds: DAY, first: nextNight },
  {
    jobClass: 'backup',
    intervalSeconds: DAY,
    first: (now: number) => new Date(nextNight(now).getTime() + 3600_000),
  },
] as const;

/** Adds the demo triggers whose job class has none yet (a migration adds the nightly one). */
export async function seedSchedulerTriggers(manager: EntityManager): Promise<void> {
  const now = Date.now();
  const repo = manager.getRepository(SchedulerTrigger);
  const present = new Set((await repo.find()).map((t) => t.jobClass));
  const missing = DEMO_TRIGGERS.filter((t) => !present.has(t.jobClass));
  if (missing.length === 0) return;
  await repo.insert(
    missing.map((t) => ({
      triggerUuid: randomUUID(),
      jobClass: t.jobClass,
      intervalSeconds: t.intervalSeconds,
      state: 'NORMAL' as const,
      nextFireAt: t.first(now),
      lastFireAt: null,
      lastRunUuid: null,
      createdByUserUuid: null,
    })),
  );
}

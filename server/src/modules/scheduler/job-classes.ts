import { SchedulerErrorCode, SchedulerException } from './scheduler.exceptions';

/** The job classes a trigger may name; each maps to a pg-boss job registered in code. */
export const SCHEDULER_JOB_CLASSES = {
  sessionReaper: { jobName: 'scheduler.session-reaper', description: 'Deletes expired sessions' },
  cacheDispose: {
    jobName: 'scheduler.cache-dispose',
    description: 'Empties every cache region on every instance and the aux tier',
  },
  matchRecompute: {
    jobName: 'scheduler.match-recompute',
    description: 'Recomputes every client’s stored match results from the newest measurements',
  },
  rosterSync: {
    jobName: 'scheduler.roster-sync',
    description:
      "Takes the HR system's name, e-mail and phone into the people on today's roster, acting as the trigger's creator",
  },
  backup: {
    jobName: 'scheduler.backup',
    description:
      'Writes the archive npm run db:backup writes (every table and stored file) to the backup folder, keeping the newest ones',
  },
} as const;

export type SchedulerJobClass = keyof typeof SCHEDULER_JOB_CLASSES;
export const SCHEDULER_JOB_CLASS_NAMES = Object.keys(SCHEDULER_JOB_CLASSES) as SchedulerJobClass[];

export function isJobClass(name: string): name is SchedulerJobClass {
  return Object.prototype.hasOwnProperty.call(SCHEDULER_JOB_CLASSES, name);
}

/** The job class named in a path, or a 400 naming the known ones. */
export function requireJobClass(name: string): SchedulerJobClass {
  if (isJobClass(name)) return name;
  throw new SchedulerException(
    SchedulerErrorCode.UnknownJobClass,
    `Unknown job class "${name}"; known: ${SCHEDULER_JOB_CLASS_NAMES.join(', ')}`,
    { known: SCHEDULER_JOB_CLASS_NAMES },
  );
}

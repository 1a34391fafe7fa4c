import { beforeEach, describe, expect, it } from 'vitest';
import { refusalOf } from '@server/testing/refusal';
import { fake, serviceOver } from '@server/testing/service-over';
import { SchedulerErrorCode } from './scheduler.exceptions';
import { SchedulerService } from './scheduler.service';
import { SchedulerStatusService } from './scheduler-status.service';

/**
 * What the scheduler screens show of each job class, over in-memory triggers and runs: its
 * next fire (the earliest of its running triggers, none while all are paused), its newest run,
 * and the controls it takes. The tick is SchedulerService's spec.
 */

const trigger = (triggerUuid: string, jobClass: string, state: string, nextFireAt: string) => ({
  triggerUuid,
  jobClass,
  state,
  nextFireAt: new Date(nextFireAt),
});
const runOf = (quartzJobUuid: string, jobName: string, createdAt: string) => ({
  quartzJobUuid,
  jobName,
  status: 'COMPLETED',
  currentStep: 1,
  totalSteps: 1,
  statusMessage: 'Done',
  outputFile: null,
  outputBytes: null,
  createdAt: new Date(createdAt),
  finishedAt: null,
});

let triggers: ReturnType<typeof trigger>[];
let controls: string[];
let service: SchedulerStatusService;

beforeEach(async () => {
  triggers = [
    trigger('t1', 'sessionReaper', 'NORMAL', '2026-12-01T10:00:00Z'),
    trigger('t2', 'sessionReaper', 'NORMAL', '2026-12-01T09:00:00Z'),
    trigger('t3', 'sessionReaper', 'PAUSED', '2026-12-01T08:00:00Z'),
    trigger('t4', 'cacheDispose', 'PAUSED', '2026-12-01T08:00:00Z'),
  ];
  controls = [];
  service = await serviceOver(
    SchedulerStatusService,
    fake(SchedulerService, {
      isStandby: async () => false,
      listTriggers: async () => triggers,
      // Newest first, as the run history is kept.
      listRuns: async () => [
        runOf('r2', 'scheduler.session-reaper', '2026-12-01T07:00:00Z'),
        runOf('r1', 'scheduler.session-reaper', '2026-12-01T06:00:00Z'),
      ],
      setState: async (state: string, uuid?: string) =>
        void controls.push(`${state} ${uuid ?? 'all'}`),
      setStandby: async (standby: boolean) => void controls.push(standby ? 'standby' : 'start'),
    }),
  );
});

describe(SchedulerStatusService.name, () => {
  it('shows a job class’s next fire from its running triggers only, and its newest run', async () => {
    expect(await service.job('sessionReaper')).toMatchObject({
      nextFireAt: '2026-12-01T09:00:00.000Z',
      triggers: 3,
      lastRun: { quartzJobUuid: 'r2', jobClass: 'sessionReaper' },
    });
    expect(await service.job('cacheDispose')).toMatchObject({ nextFireAt: null, lastRun: null });
    expect(await refusalOf(service.job('retiredJob'))).toMatch(
      new RegExp(`^${SchedulerErrorCode.UnknownJobClass}: `),
    );
  });

  it('counts the paused triggers, and takes the four controls only', async () => {
    expect(await service.control('pause', 't1', 'admin')).toMatchObject({
      triggers: 4,
      pausedTriggers: 2,
    });
    await service.control('resume', undefined, 'admin');
    await service.control('standby', undefined, 'admin');
    expect(controls).toEqual(['PAUSED t1', 'NORMAL all', 'standby']);
    expect(await refusalOf(service.control('reboot', undefined, 'admin'))).toMatch(
      new RegExp(`^${SchedulerErrorCode.UnknownControl}: Unknown scheduler control "reboot"`),
    );
  });
});

import { screen } from '@testing-library/react';
import { renderWithProviders } from '@client/test/renderWithProviders';
import { makeUser, signedInRoutes, stubApi, type ApiRoutes } from '@client/test/stubApi';
import { RequireAuth } from '@client/features/auth';
import type {
  SchedulerJobDto,
  SchedulerRunDto,
  SchedulerStatusDto,
  SchedulerTriggerDto,
} from '../api/schedulerApi';
import { SchedulerPage } from './SchedulerPage';

/** The scheduler page's fixtures and its render with the stubbed API. */
export const REAPER = '22222222-2222-4222-8222-222222222222';
export const DISPOSE = '33333333-3333-4333-8333-333333333333';

export const run = (overrides: Partial<SchedulerRunDto> = {}): SchedulerRunDto => ({
  quartzJobUuid: '44444444-4444-4444-8444-444444444444',
  jobClass: 'sessionReaper',
  status: 'COMPLETED',
  currentStep: 1,
  totalSteps: 1,
  statusMessage: 'Deleted 3 expired session(s)',
  outputFile: null,
  outputBytes: null,
  createdAt: '2026-11-25T08:00:00.000Z',
  finishedAt: '2026-11-25T08:00:01.000Z',
  ...overrides,
});

export const job = (
  jobClass: string,
  overrides: Partial<SchedulerJobDto> = {},
): SchedulerJobDto => ({
  jobClass,
  description: `${jobClass} does its work`,
  lastRun: null,
  nextFireAt: null,
  triggers: 0,
  ...overrides,
});

export const trigger = (
  triggerUuid: string,
  jobClass: string,
  overrides: Partial<SchedulerTriggerDto> = {},
): SchedulerTriggerDto => ({
  triggerUuid,
  jobClass,
  intervalSeconds: 600,
  cronExpression: null,
  timeZone: 'UTC',
  nextFireTimes: ['2026-11-25T09:00:00.000Z', '2026-11-25T09:10:00.000Z'],
  state: 'NORMAL',
  nextFireAt: '2026-11-25T09:00:00.000Z',
  lastFireAt: null,
  lastRunUuid: null,
  ...overrides,
});

const failed = run({
  quartzJobUuid: '55555555-5555-4555-8555-555555555555',
  jobClass: 'cacheDispose',
  status: 'FAILED',
  currentStep: 0,
  statusMessage: 'connection refused',
});

export const status = (overrides: Partial<SchedulerStatusDto> = {}): SchedulerStatusDto => ({
  standby: false,
  triggers: 2,
  pausedTriggers: 1,
  jobs: [
    job('sessionReaper', {
      lastRun: run(),
      nextFireAt: '2026-11-25T09:00:00.000Z',
      triggers: 1,
    }),
    job('cacheDispose', { lastRun: failed, triggers: 1 }),
  ],
  runs: [run(), failed],
  ...overrides,
});

export const TRIGGERS = [
  trigger(REAPER, 'sessionReaper'),
  trigger(DISPOSE, 'cacheDispose', { intervalSeconds: 86_400, state: 'PAUSED' }),
];

export const admin = makeUser();
export const premise = makeUser({
  userCode: 'premise',
  collUserSecurityGroups: [{ securityGroupCode: 'premise:Riverside', userUuid: '1111' }],
});

export function renderScheduler(routes: ApiRoutes = {}, me = admin) {
  const api = stubApi({
    ...signedInRoutes(me),
    'GET quartz/status': status(),
    'GET secure/admin/scheduler/triggers': TRIGGERS,
    ...routes,
  });
  return {
    api,
    ...renderWithProviders(
      <RequireAuth>
        <SchedulerPage />
      </RequireAuth>,
      { route: '/integrations/scheduler' },
    ),
  };
}

export const section = (name: string) => screen.getByRole('region', { name });
export const triggerRow = async (interval: string) =>
  (await screen.findByRole('gridcell', { name: interval })).closest('[role="row"]') as HTMLElement;

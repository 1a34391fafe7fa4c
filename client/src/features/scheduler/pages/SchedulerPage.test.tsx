import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '@client/test/stubApi';
import { SchedulerPage } from './SchedulerPage';
import {
  DISPOSE,
  REAPER,
  TRIGGERS,
  job,
  premise,
  renderScheduler,
  run,
  section,
  status,
  trigger,
  triggerRow,
} from './schedulerTestData';

describe(SchedulerPage.name, { timeout: 20_000 }, () => {
  it('lists the jobs with their last run, the triggers and the runs', async () => {
    renderScheduler();

    const reaper = await screen.findByTestId('job-sessionReaper');
    expect(within(reaper).getByText('COMPLETED')).toBeInTheDocument();
    expect(within(reaper).getByText('Deleted 3 expired session(s)')).toBeInTheDocument();
    const dispose = screen.getByTestId('job-cacheDispose');
    expect(within(dispose).getByText('FAILED')).toBeInTheDocument();
    expect(within(dispose).getByText('connection refused')).toBeInTheDocument();
    expect(within(dispose).getByText('Not scheduled')).toBeInTheDocument();
    expect(screen.getByTestId('scheduler-state')).toHaveTextContent('Running');

    const daily = await triggerRow('every 1 d');
    expect(within(daily).getByText('PAUSED')).toBeInTheDocument();
    expect(
      within(daily).getByRole('button', { name: 'Resume cacheDispose every 1 d' }),
    ).toBeEnabled();
    const tenMinutes = await triggerRow('every 10 min');
    expect(within(tenMinutes).getByText('NORMAL')).toBeInTheDocument();

    const runs = section('Runs');
    await waitFor(() => expect(within(runs).getAllByRole('row')).toHaveLength(3));
  });

  it('shows the archive a backup wrote and its size', async () => {
    const backup = run({
      quartzJobUuid: '66666666-6666-4666-8666-666666666666',
      jobClass: 'backup',
      statusMessage: 'Backed up 97 tables (2104 rows) and 2 files (68.4 KiB)',
      outputFile: 'portal-backup-20261125-030000.tar.gz',
      outputBytes: 1_258_291,
    });
    renderScheduler({
      'GET quartz/status': status({ jobs: [job('backup', { lastRun: backup, triggers: 1 })] }),
    });

    const row = await screen.findByTestId('job-backup');
    expect(within(row).getByText('COMPLETED')).toBeInTheDocument();
    expect(within(row).getByTestId('run-output')).toHaveTextContent(
      'portal-backup-20261125-030000.tar.gz · 1.2 MB',
    );
  });

  it('adds a trigger, refusing an interval out of bounds first', async () => {
    let added: string | undefined;
    const { user } = renderScheduler({
      'GET quartz/schedule/:jobClass/:interval': (
        _request: Request,
        [jobClass, interval]: string[],
      ) => {
        added = `${jobClass}/${interval}`;
        return json(trigger(crypto.randomUUID(), jobClass, { intervalSeconds: Number(interval) }));
      },
    });
    await screen.findByTestId('job-sessionReaper');

    await user.click(screen.getByRole('button', { name: 'Add trigger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a trigger' });
    const interval = within(dialog).getByRole('textbox', { name: 'Schedule' });
    await user.clear(interval);
    await user.type(interval, '3');
    expect(
      within(dialog).getByText('The interval must be between 5 and 604800 seconds'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();

    await user.type(interval, '00');
    expect(within(dialog).getByText(/every 5 min/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('A sessionReaper trigger was added.')).toBeInTheDocument();
    expect(added).toBe('sessionReaper/300');
  });

  it('adds a Quartz cron trigger in a zone and lists its next fires in that zone', async () => {
    let asked: { url: string; zone: string | null } | undefined;
    const cron = trigger(crypto.randomUUID(), 'backup', {
      intervalSeconds: null,
      cronExpression: '0 30 2 ? * MON-FRI',
      timeZone: 'America/Los_Angeles',
      nextFireAt: '2026-11-30T10:30:00.000Z',
      nextFireTimes: ['2026-11-30T10:30:00.000Z', '2026-12-01T10:30:00.000Z'],
    });
    const { user } = renderScheduler({
      'GET quartz/schedule/:jobClass/:interval': (
        request: Request,
        [jobClass, interval]: string[],
      ) => {
        expect([jobClass, interval]).toEqual(['sessionReaper', '0 30 2 ? * MON-FRI']);
        asked = { url: request.url, zone: new URL(request.url).searchParams.get('timeZone') };
        return json(cron);
      },
      'GET secure/admin/scheduler/triggers': () => json(asked ? [...TRIGGERS, cron] : TRIGGERS),
    });
    await screen.findByTestId('job-sessionReaper');

    await user.click(screen.getByRole('button', { name: 'Add trigger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a trigger' });
    const schedule = within(dialog).getByRole('textbox', { name: 'Schedule' });
    await user.clear(schedule);
    await user.type(schedule, '0 30 2 ? * MON-FRI');
    const zone = within(dialog).getByRole('textbox', { name: 'Time zone' });
    await user.clear(zone);
    await user.type(zone, 'Mars/Olympus_Mons');
    expect(
      within(dialog).getByText(
        '"Mars/Olympus_Mons" is not a time zone (an IANA name such as America/Los_Angeles)',
      ),
    ).toBeInTheDocument();
    await user.clear(zone);
    await user.type(zone, 'America/Los_Angeles');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('A backup trigger was added.')).toBeInTheDocument();
    // The expression is one URL-encoded path segment; the zone is encoded once.
    expect(asked?.url).toContain(`/quartz/schedule/sessionReaper/0%2030%202%20%3F%20*%20MON-FRI?`);
    expect(asked?.zone).toBe('America/Los_Angeles');

    // 10:30 UTC is 02:30 in Los Angeles (PST), whatever the browser's zone.
    const row = await triggerRow('at 0 30 2 ? * MON-FRI (America/Los_Angeles)');
    expect(within(row).getByTestId(`next-fires-${cron.triggerUuid}`)).toHaveTextContent(
      'Mon, Nov 30, 02:30 PSTTue, Dec 1, 02:30 PST',
    );
  });

  it('shows the server’s refusal in the dialog', async () => {
    const { user } = renderScheduler({
      'GET quartz/schedule/:jobClass/:interval': () =>
        apiError(400, 'Unknown job class "x"; known: sessionReaper'),
    });
    await screen.findByTestId('job-sessionReaper');

    await user.click(screen.getByRole('button', { name: 'Add trigger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a trigger' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Unknown job class "x"; known: sessionReaper',
    );
  });

  it('pauses a trigger and deletes one after asking', async () => {
    const { api, user } = renderScheduler({
      'GET quartz/pause': status(),
      'GET quartz/delete': TRIGGERS[1],
    });
    const tenMinutes = await triggerRow('every 10 min');

    await user.click(
      within(tenMinutes).getByRole('button', { name: 'Pause sessionReaper every 10 min' }),
    );
    expect(await screen.findByText('The sessionReaper trigger is paused.')).toBeInTheDocument();
    expect(api.requests.map((r) => r.url)).toContainEqual(
      expect.stringContaining(`/quartz/pause?trigger=${REAPER}`),
    );

    const daily = await triggerRow('every 1 d');
    await user.click(within(daily).getByRole('button', { name: 'Delete cacheDispose every 1 d' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the cacheDispose trigger?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The cacheDispose trigger was deleted.')).toBeInTheDocument();
    expect(api.requests.map((r) => r.url)).toContainEqual(
      expect.stringContaining(`/quartz/delete?trigger=${DISPOSE}`),
    );
  });

  it('puts the scheduler on standby and says what that means', async () => {
    let standby = false;
    const { user } = renderScheduler({
      'GET quartz/status': () => json(status({ standby })),
      'GET quartz/standby': () => {
        standby = true;
        return json(status({ standby }));
      },
    });
    await screen.findByTestId('job-sessionReaper');

    await user.click(screen.getByRole('button', { name: 'Standby' }));
    expect(await screen.findByText('The scheduler is on standby.')).toBeInTheDocument();
    expect(await screen.findByText(/no trigger fires on any instance/)).toBeInTheDocument();
    expect(screen.getByTestId('scheduler-state')).toHaveTextContent('Standby');
    expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled();
  });

  it('says so when there are no triggers and no runs', async () => {
    renderScheduler({
      'GET quartz/status': status({ runs: [], jobs: [job('sessionReaper')] }),
      'GET secure/admin/scheduler/triggers': [],
    });

    expect(
      await screen.findByText('No triggers. Add one to run a job on a schedule.'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/No runs yet/)).toBeInTheDocument();
    expect(
      within(screen.getByTestId('job-sessionReaper')).getByText('Never run'),
    ).toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    renderScheduler({ 'GET quartz/status': () => apiError(503, 'Database unavailable') });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The scheduler could not be loaded: Database unavailable',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('is not for someone without the scheduler permission', async () => {
    const { api } = renderScheduler({}, premise);

    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    expect(api.paths()).toEqual(['GET public/me']);
  });
});

import { hasPermission, Permission } from '@domain/access';
import { POLL_SCHEDULER_MS } from '@domain/timing';
import AddIcon from '@mui/icons-material/Add';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { LoadFailureAlert } from '@client/components/LoadFailureAlert';
import { NoAccess } from '@client/components/NoAccess';
import { Section } from '@client/components/Section';
import { NoticeSnackbar } from '@client/components/NoticeSnackbar';
import { httpStatusOf, useSession } from '@client/features/auth';
import {
  useListSchedulerTriggersQuery,
  useSchedulerStatusQuery,
  type SchedulerTriggerDto,
} from '../api/schedulerApi';
import { AddTriggerDialog } from '../components/AddTriggerDialog';
import { DeleteTriggerDialog } from '../components/DeleteTriggerDialog';
import { JobsTable } from '../components/JobsTable';
import { RunsGrid } from '../components/RunsGrid';
import { TriggersGrid } from '../components/TriggersGrid';
import { useSchedulerActions } from '../hooks/useSchedulerActions';
import { usePageTitle } from '@client/hooks/usePageTitle';
import { HeaderRow } from '@client/components/HeaderRow';

const TITLE = 'Scheduler';

function Scheduler() {
  const status = useSchedulerStatusQuery(undefined, { pollingInterval: POLL_SCHEDULER_MS });
  const triggers = useListSchedulerTriggersQuery(undefined, { pollingInterval: POLL_SCHEDULER_MS });
  const { refetch: refetchStatus } = status;
  const { refetch: refetchTriggers } = triggers;
  const refresh = useCallback(() => {
    void refetchStatus();
    void refetchTriggers();
  }, [refetchStatus, refetchTriggers]);
  const actions = useSchedulerActions(refresh);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<SchedulerTriggerDto | null>(null);

  if (httpStatusOf(status.error) === 403) return <NoAccess title={TITLE} />;

  const error = status.error ?? triggers.error;
  const hasData = Boolean(status.data && triggers.data);
  const standby = status.data?.standby ?? false;

  return (
    <Box component="main" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 3 }}>
      <HeaderRow>
        <Box>
          <Stack
            useFlexGap
            direction="row"
            spacing={1}
            sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          >
            <Typography variant="h4" component="h1">
              {TITLE}
            </Typography>
            {status.data && (
              <Chip
                label={standby ? 'Standby' : 'Running'}
                color={standby ? 'warning' : 'success'}
                size="small"
                data-testid="scheduler-state"
              />
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            Jobs, triggers and runs of every app instance, refreshed every{' '}
            {POLL_SCHEDULER_MS / 1000} seconds
          </Typography>
        </Box>
        <Stack useFlexGap direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            color={standby ? 'success' : 'warning'}
            startIcon={standby ? <PlayCircleIcon /> : <PauseCircleIcon />}
            disabled={actions.busy || !status.data}
            onClick={() => void actions.setStandby(!standby)}
          >
            {standby ? 'Start' : 'Standby'}
          </Button>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            disabled={!status.data}
            onClick={() => setAdding(true)}
          >
            Add trigger
          </Button>
        </Stack>
      </HeaderRow>
      {standby && (
        <Alert severity="warning">
          The scheduler is on standby: no trigger fires on any instance. Runs under way finish;
          Start resumes every trigger that was not paused.
        </Alert>
      )}
      {error && (
        <LoadFailureAlert
          what="The scheduler"
          error={error}
          stale={hasData}
          staleText="what was loaded before"
          onRetry={refresh}
        />
      )}
      {(hasData || !error) && (
        <>
          <Section title="Jobs">
            {status.data ? (
              <JobsTable jobs={status.data.jobs} />
            ) : (
              <Typography color="text.secondary">Loading the jobs…</Typography>
            )}
          </Section>
          <Section title="Triggers">
            <TriggersGrid
              triggers={triggers.data ?? []}
              loading={triggers.isLoading}
              busy={actions.busy}
              onPause={actions.pause}
              onResume={actions.resume}
              onDelete={setDeleting}
            />
          </Section>
          <Section title="Runs">
            <RunsGrid runs={status.data?.runs ?? []} loading={status.isLoading} />
          </Section>
        </>
      )}
      {adding && status.data && (
        <AddTriggerDialog
          jobs={status.data.jobs}
          onClose={() => setAdding(false)}
          onAdded={(trigger) => {
            setAdding(false);
            refresh();
            actions.announce(`A ${trigger.jobClass} trigger was added.`);
          }}
        />
      )}
      {deleting && (
        <DeleteTriggerDialog
          trigger={deleting}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            setDeleting(null);
            void actions.remove(deleting);
          }}
        />
      )}
      <NoticeSnackbar notice={actions.notice} onClose={actions.closeNotice} />
    </Box>
  );
}

/** The scheduler for admins: jobs with their last and next run, triggers, runs history. */
export function SchedulerPage() {
  usePageTitle(TITLE);
  const { groups } = useSession();
  if (!hasPermission(groups, Permission.Scheduler)) return <NoAccess title={TITLE} />;
  return <Scheduler />;
}

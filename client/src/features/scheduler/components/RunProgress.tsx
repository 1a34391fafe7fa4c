import { formatByteCount } from '@domain/bytes';
import { Box, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import type { SchedulerRunDto } from '../api/schedulerApi';

const COLORS: Record<string, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  QUEUED: 'default',
  RUNNING: 'info',
  COMPLETED: 'success',
  FAILED: 'error',
  CANCELLED: 'warning',
};

export function RunStatusChip({ status }: { status: string }) {
  return (
    <Chip size="small" variant="outlined" label={status} color={COLORS[status] ?? 'default'} />
  );
}

/**
 * A run's status, a progress bar (step of steps) and its message, a failure's in red; and the
 * file it wrote with its size (a backup's archive).
 */
export function RunProgress({ run }: { run: SchedulerRunDto }) {
  const percent = run.totalSteps > 0 ? (100 * run.currentStep) / run.totalSteps : 0;
  const finished = run.status === 'COMPLETED';
  return (
    <Stack spacing={0.5} sx={{ width: '100%', py: 0.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <RunStatusChip status={run.status} />
        <Box sx={{ flex: 1 }}>
          <LinearProgress
            variant={run.status === 'QUEUED' ? 'indeterminate' : 'determinate'}
            value={finished ? 100 : percent}
            color={run.status === 'FAILED' ? 'error' : finished ? 'success' : 'primary'}
            aria-label={`${run.jobClass} progress`}
          />
        </Box>
        <Typography variant="caption" color="text.secondary">
          {run.currentStep}/{run.totalSteps}
        </Typography>
      </Stack>
      <Typography
        variant="body2"
        color={run.status === 'FAILED' ? 'error' : 'text.secondary'}
        sx={{ whiteSpace: 'normal' }}
      >
        {run.statusMessage}
      </Typography>
      {run.outputFile && (
        <Typography variant="caption" data-testid="run-output">
          {run.outputFile}
          {run.outputBytes === null ? '' : ` · ${formatByteCount(run.outputBytes)}`}
        </Typography>
      )}
    </Stack>
  );
}

import {
  SCHEDULER_DEFAULT_INTERVAL_SECONDS,
  formatSchedulerInterval,
  schedulerIntervalProblem,
} from '@domain/scheduler';
import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useFailureMessage } from '@client/hooks/useFailureMessage';
import { FormDialog } from '@client/components/FormDialog';
import type { SchedulerJobDto, SchedulerTriggerDto } from '../api/schedulerApi';
import { useLazyScheduleJobEveryQuery } from '../api/schedulerApi';

type AddTriggerDialogProps = {
  jobs: SchedulerJobDto[];
  onClose: () => void;
  onAdded: (trigger: SchedulerTriggerDto) => void;
};

/** A new trigger: a job class and an interval in seconds (the server checks both again). */
export function AddTriggerDialog({ jobs, onClose, onAdded }: AddTriggerDialogProps) {
  const [schedule] = useLazyScheduleJobEveryQuery();
  const [jobClass, setJobClass] = useState(jobs[0]?.jobClass ?? '');
  const [interval, setIntervalText] = useState(String(SCHEDULER_DEFAULT_INTERVAL_SECONDS));
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const { message: serverError, fail: failServerError, set: setServerError } = useFailureMessage();

  const intervalError = schedulerIntervalProblem(interval);
  const jobError = jobClass ? undefined : 'Choose a job';
  const valid = !intervalError && !jobError;

  const save = async () => {
    setTried(true);
    if (!valid) return;
    setSaving(true);
    setServerError(null);
    try {
      onAdded(await schedule({ jobClass, interval: interval.trim() }).unwrap());
    } catch (error) {
      failServerError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title="Add a trigger"
      submitLabel="Add"
      onSubmit={() => void save()}
      onClose={onClose}
      canSubmit={valid}
      busy={saving}
      serverError={serverError}
    >
      <TextField
        select
        required
        label="Job"
        name="jobClass"
        value={jobClass}
        error={tried && jobError !== undefined}
        helperText={(tried && jobError) || jobs.find((j) => j.jobClass === jobClass)?.description}
        onChange={(event) => setJobClass(event.target.value)}
      >
        {jobs.map((job) => (
          <MenuItem key={job.jobClass} value={job.jobClass}>
            {job.jobClass}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        required
        label="Interval (seconds)"
        name="interval"
        inputMode="numeric"
        value={interval}
        error={intervalError !== undefined}
        helperText={
          intervalError ??
          `${formatSchedulerInterval(Number(interval))}; the first fire is one interval from now`
        }
        onChange={(event) => setIntervalText(event.target.value)}
      />
    </FormDialog>
  );
}

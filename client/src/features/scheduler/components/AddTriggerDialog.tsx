import {
  SCHEDULER_DEFAULT_INTERVAL_SECONDS,
  formatSchedulerInterval,
  looksLikeInterval,
  schedulerIntervalProblem,
} from '@domain/scheduler';
import { DEFAULT_TIME_ZONE, timeZoneRefusal } from '@domain/time-zones';
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

/**
 * A new trigger: a job class and an interval in seconds, or a Quartz cron expression read in a
 * time zone (decision 0053). Intervals and zones are checked here; the server checks all again
 * and names what is wrong with an expression.
 */
export function AddTriggerDialog({ jobs, onClose, onAdded }: AddTriggerDialogProps) {
  const [schedule] = useLazyScheduleJobEveryQuery();
  const [jobClass, setJobClass] = useState(jobs[0]?.jobClass ?? '');
  const [interval, setIntervalText] = useState(String(SCHEDULER_DEFAULT_INTERVAL_SECONDS));
  const [timeZone, setTimeZone] = useState(DEFAULT_TIME_ZONE);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const { message: serverError, fail: failServerError, set: setServerError } = useFailureMessage();

  const isInterval = looksLikeInterval(interval);
  const intervalError = isInterval
    ? schedulerIntervalProblem(interval)
    : interval.trim() === ''
      ? 'Give an interval in seconds or a cron expression'
      : undefined;
  const zoneError = isInterval ? undefined : (timeZoneRefusal(timeZone.trim()) ?? undefined);
  const jobError = jobClass ? undefined : 'Choose a job';
  const valid = !intervalError && !zoneError && !jobError;

  const save = async () => {
    setTried(true);
    if (!valid) return;
    setSaving(true);
    setServerError(null);
    try {
      onAdded(
        await schedule({
          jobClass,
          interval: interval.trim(),
          ...(isInterval ? {} : { timeZone: timeZone.trim() }),
        }).unwrap(),
      );
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
        label="Schedule"
        name="interval"
        value={interval}
        error={intervalError !== undefined}
        helperText={
          intervalError ??
          (isInterval
            ? `${formatSchedulerInterval(Number(interval))}; the first fire is one interval from now`
            : 'A Quartz cron expression: seconds minutes hours day-of-month month day-of-week [year], such as 0 30 2 ? * MON-FRI')
        }
        onChange={(event) => setIntervalText(event.target.value)}
      />
      {!isInterval && (
        <TextField
          required
          label="Time zone"
          name="timeZone"
          value={timeZone}
          error={zoneError !== undefined}
          helperText={zoneError ?? "The expression's times are this zone's wall-clock times"}
          onChange={(event) => setTimeZone(event.target.value)}
        />
      )}
    </FormDialog>
  );
}

import { useCallback } from 'react';
import { useNoticedAction } from '@client/hooks/useNoticedAction';
import { useLazyControlSchedulerQuery, useLazyDeleteTriggerQuery } from '../api/schedulerApi';
import type { SchedulerTriggerDto } from '../api/schedulerApi';

/** Pause, resume and delete triggers, standby and start the scheduler; then refresh. */
export function useSchedulerActions(refresh: () => void) {
  const [control] = useLazyControlSchedulerQuery();
  const [deleteTrigger] = useLazyDeleteTriggerQuery();
  const { run, ...state } = useNoticedAction(refresh);

  const pause = useCallback(
    (t: SchedulerTriggerDto) =>
      run(
        () => control({ control: 'pause', trigger: t.triggerUuid }).unwrap(),
        `The ${t.jobClass} trigger is paused.`,
        `Could not pause the ${t.jobClass} trigger`,
      ),
    [control, run],
  );

  const resume = useCallback(
    (t: SchedulerTriggerDto) =>
      run(
        () => control({ control: 'resume', trigger: t.triggerUuid }).unwrap(),
        `The ${t.jobClass} trigger runs again.`,
        `Could not resume the ${t.jobClass} trigger`,
      ),
    [control, run],
  );

  const remove = useCallback(
    (t: SchedulerTriggerDto) =>
      run(
        () => deleteTrigger({ trigger: t.triggerUuid }).unwrap(),
        `The ${t.jobClass} trigger was deleted.`,
        `Could not delete the ${t.jobClass} trigger`,
      ),
    [deleteTrigger, run],
  );

  const setStandby = useCallback(
    (standby: boolean) =>
      run(
        () => control({ control: standby ? 'standby' : 'start' }).unwrap(),
        standby ? 'The scheduler is on standby.' : 'The scheduler runs again.',
        standby ? 'Could not put the scheduler on standby' : 'Could not start the scheduler',
      ),
    [control, run],
  );

  return { ...state, pause, resume, remove, setStandby };
}

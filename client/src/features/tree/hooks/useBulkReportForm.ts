import { POLL_BULK_JOB_MS } from '@domain/timing';
import { useEffect, useRef, useState } from 'react';
import { queryErrorMessage } from '@client/api/describeQueryError';
import {
  useLazyGetBulkPdaStatusQuery,
  useLazyStartBulkPdaQuery,
  type BulkJobDto,
} from '../api/treeApi';
import { LEVEL_REQUIRED } from '../utils/nodeRules';
import { withJwt } from '@client/api/links';
import { downloadUrl } from '@client/hooks/usePdfDownload';

export function jobPercent(job: Pick<BulkJobDto, 'currentStep' | 'totalSteps'> | null): number {
  if (!job || job.totalSteps <= 0) return 0;
  return Math.min(100, Math.round((job.currentStep / job.totalSteps) * 100));
}

/**
 * The bulk PDA report dialog: choose a level, start the job, poll its status every 250 ms,
 * download the output file once it appears and close.
 */
export function useBulkReportForm(nodeUuid: string, onDone: () => void) {
  const [levelUuid, setLevelUuid] = useState('');
  const [job, setJob] = useState<BulkJobDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [startBulk] = useLazyStartBulkPdaQuery();
  const [readStatus] = useLazyGetBulkPdaStatusQuery();
  const cancelled = useRef(false);

  useEffect(
    () => () => {
      cancelled.current = true;
    },
    [],
  );

  const start = async () => {
    if (!levelUuid || running) return;
    setRunning(true);
    setError(null);
    try {
      const started = await startBulk({ node: nodeUuid, level: levelUuid }, false).unwrap();
      setJob(started);
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, POLL_BULK_JOB_MS));
        if (cancelled.current) return;
        const status = await readStatus({ job: started.quartzJobUuid }, false).unwrap();
        setJob(status);
        const output = status.collQuartzJobMetas.find((meta) => meta.outputFile)?.outputFile;
        if (output) {
          downloadUrl(withJwt(output));
          setRunning(false);
          onDone();
          return;
        }
        if (status.status === 'FAILED' || status.status === 'CANCELLED') {
          throw new Error(status.statusMessage || `The report ${status.status.toLowerCase()}`);
        }
      }
    } catch (failure) {
      setError(queryErrorMessage(failure));
      setRunning(false);
    }
  };

  return {
    levelUuid,
    setLevelUuid,
    levelError: levelUuid ? undefined : LEVEL_REQUIRED,
    canStart: Boolean(levelUuid) && !running,
    start,
    running,
    job,
    percent: jobPercent(job),
    error,
  };
}

/** What a job handler gets: its data and a way to report progress people can watch. */
export interface JobContext<TData = Record<string, unknown>> {
  runId: string;
  data: TData;
  /** Progress already reported by an interrupted earlier attempt, so work can resume there. */
  resumeFromStep: number;
  attempt: number;
  progress(currentStep: number, totalSteps: number, statusMessage: string): Promise<void>;
  /** The run's output; `bytes` its size, shown where the file itself may not be reachable. */
  setOutputFile(path: string, bytes?: number): Promise<void>;
}

export type JobHandler<TData = Record<string, unknown>> = (
  context: JobContext<TData>,
) => Promise<void>;

export interface EnqueueOptions {
  /** Give a transaction's manager so the job exists only if the transaction commits. */
  manager?: import('typeorm').EntityManager;
  createdByUserUuid?: string;
  statusMessage?: string;
  /**
   * Runs of this job createdByUserUuid may have queued or running at once; past it the enqueue
   * throws LimitReached, its Retry-After from the job's recent runs (decision 0033). Unset: no
   * limit.
   */
  perUserLimit?: number;
}

/**
 * Thrown by a handler when trying again cannot help (the run's user lost a right, say): the
 * run ends FAILED with "Failed: " and the message at once, without the usual retries.
 */
export class JobFailure extends Error {
  override readonly name = 'JobFailure';
}

import { LoadFailureAlert } from './LoadFailureAlert';

/** What QueryFailure reads of an RTK Query result (or of anything polled the same way). */
export interface FailingQuery {
  isError: boolean;
  error?: unknown;
  data?: unknown;
  refetch: () => unknown;
}

type QueryFailureProps = {
  query: FailingQuery;
  /** What failed to load, as the sentence names it: "The roster", "The scheduler". */
  what: string;
  /** Shown after "showing" when something loaded before: "the roster loaded before". */
  staleText?: string;
  /** Whether something loaded before is still shown; by default, whether the query has data. */
  stale?: boolean;
  /** By default the query's refetch. */
  onRetry?: () => void;
  /** The whole text of a first failure, where a seed words it (class detail: "Error: ..."). */
  failureText?: string;
};

/**
 * The one way a screen says that a read failed: nothing while the query is fine; otherwise the
 * load-failure alert with Retry, a warning that keeps what was there when a refresh failed.
 */
export function QueryFailure({
  query,
  onRetry,
  stale,
  staleText = 'what was loaded before',
  ...texts
}: QueryFailureProps) {
  if (!query.isError) return null;
  return (
    <LoadFailureAlert
      {...texts}
      staleText={staleText}
      error={query.error}
      stale={stale ?? Boolean(query.data)}
      onRetry={onRetry ?? (() => void query.refetch())}
    />
  );
}

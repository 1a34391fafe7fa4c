import { Alert, Button } from '@mui/material';
import { queryErrorMessage } from '../api/describeQueryError';

type LoadFailureAlertProps = {
  /** What failed to load, as the sentence names it: "The roster", "The scheduler". */
  what: string;
  error: unknown;
  /** Something loaded before: a warning that it is shown, instead of an error. */
  stale: boolean;
  /** Shown after "showing" when stale: "the roster loaded before". */
  staleText: string;
  onRetry: () => void;
  /** The whole text of a first failure, where a seed words it (class detail: "Error: ..."). */
  failureText?: string;
};

/** A polled screen's load failure, with Retry; a failed refresh keeps what was there. */
export function LoadFailureAlert({
  what,
  error,
  stale,
  staleText,
  onRetry,
  failureText,
}: LoadFailureAlertProps) {
  return (
    <Alert
      severity={stale ? 'warning' : 'error'}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {stale
        ? `The last refresh failed (${queryErrorMessage(error)}); showing ${staleText}.`
        : (failureText ?? `${what} could not be loaded: ${queryErrorMessage(error)}`)}
    </Alert>
  );
}

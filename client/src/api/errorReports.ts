import { ERROR_REPORT_SAMPLE_RATES } from '@domain/product';
import { newAntiForgeryToken } from './requestHeaders';

/**
 * Where the browser's unhandled errors go (decision 0039): to Sentry through its React SDK when
 * the server names a DSN (`public/env`), every error and every session (100% sampling, the
 * environment the server derived from its host name); otherwise to the server's log through
 * `public/client-errors`, which counts each address's reports. The SDK is loaded only when a
 * DSN is set, so it costs the bundle nothing otherwise.
 */

interface Reporter {
  report(error: unknown, componentStack?: string): void;
}

interface PublicEnv {
  version: string;
  environment: string;
  errorReportsDsn: string | null;
}

const MAX_TEXT = { message: 1_000, stack: 10_000 };

function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

/** The server's log: a plain POST, never throwing (a report must not become an error itself). */
const serverLog: Reporter = {
  report(value, componentStack) {
    const error = toError(value);
    const body = {
      message: (error.message || error.name || 'Error').slice(0, MAX_TEXT.message),
      stack: error.stack?.slice(0, MAX_TEXT.stack),
      componentStack: componentStack?.slice(0, MAX_TEXT.stack),
      page: window.location.pathname,
    };
    void fetch('/api/v1/public/client-errors', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Anti-Forgery': newAntiForgeryToken() },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined);
  },
};

let reporter: Reporter = serverLog;

/** Reports one error (a render error caught by the error boundary, with its component stack). */
export function reportClientError(error: unknown, componentStack?: string): void {
  reporter.report(error, componentStack);
}

function reportToServerLog(): void {
  window.addEventListener('error', (event) => reportClientError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportClientError(event.reason));
}

async function reportToSentry(env: PublicEnv & { errorReportsDsn: string }): Promise<void> {
  const Sentry = await import('@sentry/react');
  // The SDK installs its own window handlers and starts a session for this page load.
  Sentry.init({
    dsn: env.errorReportsDsn,
    environment: env.environment,
    release: env.version,
    sampleRate: ERROR_REPORT_SAMPLE_RATES.errors,
  });
  reporter = {
    report(error, componentStack) {
      Sentry.captureException(toError(error), {
        contexts: componentStack ? { react: { componentStack } } : undefined,
      });
    },
  };
}

/** Called once at start: asks the server where reports go and sets the reporter up. */
export async function startClientErrorReports(): Promise<void> {
  let env: PublicEnv | undefined;
  try {
    const answer = await fetch('/api/v1/public/env');
    if (answer.ok) env = (await answer.json()) as PublicEnv;
  } catch {
    // The server is unreachable: the page says so on its own; reports go to its log later.
  }
  if (env?.errorReportsDsn) {
    await reportToSentry({ ...env, errorReportsDsn: env.errorReportsDsn }).catch(() =>
      reportToServerLog(),
    );
  } else reportToServerLog();
}

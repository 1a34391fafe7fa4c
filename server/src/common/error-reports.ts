import type * as SentryNest from '@sentry/nestjs';
import { ERROR_REPORT_SAMPLE_RATES } from '@domain/product';

/**
 * Error reports to Sentry, when SENTRY_DSN is set (decision 0039). The specification asks for
 * every error and every session reported (100% sampling) with the environment derived from
 * the host name. The SDK is loaded only when a DSN is set, so a portal without one pays
 * nothing for it; every call here is then a no-op and the log alone holds the errors.
 */
let sentry: typeof SentryNest | undefined;

export interface ErrorReportsOptions {
  dsn: string;
  environment: string;
  release: string;
  serverName: string;
}

/**
 * Requests carry medical measurements in their bodies, the session's JWT in a header and
 * download tokens in query strings: none of it leaves the portal with a report. A report
 * holds the error, its stack, the route and the correlation id that finds the log lines.
 */
const PRIVATE: SentryNest.NodeOptions['dataCollection'] = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  databaseQueryData: false,
  stackFrameVariables: false,
};

/** Our process guards report stray errors and keep serving; the SDK's own would exit. */
const HANDLED_BY_US = new Set(['OnUncaughtException', 'OnUnhandledRejection']);

export async function startErrorReports(options: ErrorReportsOptions): Promise<void> {
  const sdk = await import('@sentry/nestjs');
  sdk.init({
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    serverName: options.serverName,
    sampleRate: ERROR_REPORT_SAMPLE_RATES.errors,
    // Request sessions (release health) are counted for every request; no traces: their cost
    // per request buys nothing the specification asks for.
    dataCollection: PRIVATE,
    integrations: (defaults) => defaults.filter((i) => !HANDLED_BY_US.has(i.name)),
  });
  sentry = sdk;
}

/** Sends one error with what identifies it in our logs (the correlation id, the route). */
export function reportError(error: unknown, tags: Record<string, string>): void {
  sentry?.captureException(error, { tags });
}

/** Waits, at most `ms`, for reports still in flight: before the process exits. */
export async function flushErrorReports(ms = 2000): Promise<void> {
  await sentry?.close(ms);
}

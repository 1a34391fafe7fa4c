import { hostname } from 'node:os';
import { startErrorReports } from '@server/common/error-reports';
import type { AppConfig } from '@server/config/app-config';
import { readBuildInfo } from '@server/modules/platform/build-info';
import { environmentFromHostname } from '@server/modules/platform/environment';

/**
 * Error reports as the specification asks (every error and session, the environment from the
 * host name, as `public/env` says it), when SENTRY_DSN is set; nothing otherwise.
 */
export async function startErrorReportsFor(config: AppConfig): Promise<boolean> {
  if (!config.sentryDsn) return false;
  const host = hostname();
  await startErrorReports({
    dsn: config.sentryDsn,
    environment: config.environment ?? environmentFromHostname(host),
    release: readBuildInfo().version,
    serverName: host,
  });
  return true;
}

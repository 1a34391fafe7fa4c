import { PRODUCT_NAME } from '@domain/rules';
import { isAbsolute, join, resolve } from 'node:path';
import {
  bool,
  ConfigError,
  hostList,
  integer,
  nonEmpty,
  prefixList,
  secret,
  sentryDsn,
  talogyReportUrl,
  trustProxy,
  url,
  type Env,
} from './env-values';

export { ConfigError };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const DEPLOYMENT_ENVIRONMENTS = ['production', 'staging', 'test', 'development'] as const;
export type DeploymentEnvironment = (typeof DEPLOYMENT_ENVIRONMENTS)[number];

export interface AppConfig {
  port: number;
  dataDir: string;
  /** Unset: the app starts an embedded PostgreSQL under dataDir. Requests' role. */
  databaseUrl?: string;
  /** The schema owner's, for migrations (DATABASE_MIGRATION_URL); unset: databaseUrl's. */
  databaseMigrationUrl?: string;
  logLevel: LogLevel;
  /** PORTAL_ENVIRONMENT; unset: from the host name, production unless it says otherwise. */
  environment?: DeploymentEnvironment;
  adminPassword?: string;
  smtpUrl?: string;
  mailFrom: string;
  chromePath?: string;
  /** PDFs one user may have rendering or waiting at once; the next is 429 (PDF_RENDERS_PER_USER). */
  pdfRendersPerUser: number;
  /** Bulk PDA reports one user may have queued or running; the next is 429 (BULK_REPORTS_PER_USER). */
  bulkReportsPerUser: number;
  /** A bulk report's file is deleted this many days after it was made (REPORT_RETENTION_DAYS). */
  reportRetentionDays: number;
  /** Where the backup job writes its archives (BACKUP_DIR; default DATA_DIR/backups). */
  backupDir: string;
  /** Archives the backup job keeps there, the newest; it deletes older ones (BACKUP_KEEP). */
  backupKeep: number;
  publicUrl: string;
  /** Largest file one upload may carry, in bytes (UPLOAD_MAX_BYTES, default 50 MiB). */
  uploadMaxBytes: number;
  /**
   * Largest body of one upload request, all files together (UPLOAD_MAX_REQUEST_BYTES): a
   * larger Content-Length is refused before the body is read, a chunked body cut off there.
   */
  uploadMaxRequestBytes: number;
  /** A client must finish its request headers within this (HTTP_HEADERS_TIMEOUT_MS). */
  httpHeadersTimeoutMs: number;
  /** ... and its whole request, body included, within this (HTTP_REQUEST_TIMEOUT_MS). */
  httpRequestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this (HTTP_KEEP_ALIVE_TIMEOUT_MS). */
  httpKeepAliveTimeoutMs: number;
  /** A WebSocket upgrade nobody answered is dropped after this (HTTP_UPGRADE_TIMEOUT_MS). */
  httpUpgradeTimeoutMs: number;
  /**
   * Connections the kernel may hold for the server to accept (HTTP_LISTEN_BACKLOG; Linux caps
   * it at net.core.somaxconn). Node's 511 dropped connections when a thousand browsers came at
   * once, and a dropped connection is tried again only after 1, 3, 7 s.
   */
  httpListenBacklog: number;
  /** Attempts to reach DATABASE_URL before giving up (1 s apart). */
  databaseConnectAttempts: number;
  /**
   * Connections of the requests' pool (DATABASE_POOL_SIZE, default 20); the job engine (4) and
   * the event listener (1) hold their own, so a busy instance holds this plus 5.
   */
  databasePoolSize: number;
  /** Load the demo organisation into an empty database. */
  seedDemoData: boolean;
  /** A running job whose instance has not reported for this long is resumed elsewhere. */
  jobStaleSeconds: number;
  /** How often an idle worker looks for runs other instances queued (its own wake it at once). */
  jobPollMs: number;
  /** Overrides the generated OPAQUE server setup (every instance must share it). */
  opaqueServerSetup?: string;
  /** Overrides the generated JWT signing key. */
  jwtSecret?: string;
  jwtTtlSeconds: number;
  /** How long the JWT a renewal replaced keeps working (JWT_RENEW_GRACE_SECONDS, default 30). */
  jwtRenewGraceSeconds: number;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  /**
   * Proxies whose X-Forwarded-For / -Proto count (TRUST_PROXY): `false` (the default) uses the
   * peer's own address; a list trusts those addresses and CIDR ranges (and the names
   * loopback, linklocal, uniquelocal).
   */
  trustProxy: false | string[];
  /** Sign-in calls allowed per minute from one address. */
  signInLimitPerAddress: number;
  /**
   * The first wait after the free failed sign-ins of a username from one address; it doubles
   * with every further failure up to 15 minutes (SIGN_IN_DELAY_SECONDS, default 1).
   */
  signInDelaySeconds: number;
  /**
   * Key of the HR endpoints' stored secrets (HR_SECRET_KEY, formerly WORKDAY_SECRET_KEY), the
   * same on every instance; unset: a key file in dataDir (decision 0043).
   */
  hrSecretKey?: string;
  /** How long one call to Workday may take (WORKDAY_TIMEOUT_MS, default 10 s). */
  workdayTimeoutMs: number;
  /** A Workday simulator to configure as the demo endpoint when none is configured. */
  workdaySimulatorUrl?: string;
  /** Hosts (or `*.suffix` patterns) HR endpoints may call (WORKDAY_ALLOWED_HOSTS). */
  workdayAllowedHosts: string[];
  /** The link to a person ID's Talogy assessment report, `{id}` standing for the ID (TALOGY_REPORT_URL). */
  talogyReportUrl?: string;
  /**
   * The reasons report skips PDAs whose path ("Site / Shop / ...") starts with one of these
   * (REASONS_SKIP_PATH_PREFIXES; specification, document 001, section 5; decision 0053).
   */
  reasonsSkipPathPrefixes: string[];
  /** The real-time channel's caps (WS_*): see RealtimeGateway. */
  ws: WsLimits;
  /** Where error reports go (SENTRY_DSN); unset: nowhere but the log. */
  sentryDsn?: string;
  /** A Bearer token that opens GET /metrics to other hosts (METRICS_TOKEN); unset: loopback only. */
  metricsToken?: string;
}

export interface WsLimits {
  /** Unsent bytes a socket may hold before it is closed as a slow consumer. */
  maxBufferedBytes: number;
  /** Open sockets of one user on one instance; the next is refused. */
  maxSocketsPerUser: number;
  /** Calls one socket may make per second (a batch counts each call). */
  maxMessagesPerSecond: number;
  /** Calls in one batch. */
  maxBatch: number;
}

/** Workday's own domains, and loopback for the simulator. */
export const WORKDAY_DEFAULT_ALLOWED_HOSTS = [
  '*.workday.com',
  '*.myworkday.com',
  'localhost',
  '127.0.0.1',
  '::1',
];

const POSTGRES = ['postgres:', 'postgresql:'];
const POSTGRES_URL = 'a postgres://user:password@host:port/database URL';

/** Reads and checks every setting once, at boot; nothing else reads process.env. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const port = integer(env, 'PORT', 3000, 1, 65535);
  const dataDirRaw = nonEmpty(env, 'DATA_DIR') ?? './data';
  const dataDir = isAbsolute(dataDirRaw) ? dataDirRaw : resolve(cwd, dataDirRaw);
  const backupDirRaw = nonEmpty(env, 'BACKUP_DIR');
  const backupDir = backupDirRaw ? resolve(cwd, backupDirRaw) : join(dataDir, 'backups');

  const logLevel = (nonEmpty(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!LOG_LEVELS.includes(logLevel as LogLevel)) {
    throw new ConfigError('LOG_LEVEL', `one of ${LOG_LEVELS.join(', ')}`, env.LOG_LEVEL);
  }

  const environment = nonEmpty(env, 'PORTAL_ENVIRONMENT')?.toLowerCase();
  if (
    environment !== undefined &&
    !DEPLOYMENT_ENVIRONMENTS.includes(environment as DeploymentEnvironment)
  ) {
    throw new ConfigError(
      'PORTAL_ENVIRONMENT',
      `one of ${DEPLOYMENT_ENVIRONMENTS.join(', ')}`,
      env.PORTAL_ENVIRONMENT,
    );
  }

  const adminPassword = env.ADMIN_PASSWORD;
  if (adminPassword !== undefined && adminPassword !== '' && adminPassword.length < 8) {
    throw new ConfigError(
      'ADMIN_PASSWORD',
      'at least 8 characters',
      '*'.repeat(adminPassword.length),
    );
  }

  const mailFrom = nonEmpty(env, 'MAIL_FROM') ?? `${PRODUCT_NAME} <no-reply@localhost>`;
  if (!/[^\s@<>]+@[^\s@<>]+/.test(mailFrom)) {
    throw new ConfigError('MAIL_FROM', 'an e-mail address, optionally "Name <address>"', mailFrom);
  }

  const uploadMaxBytes = integer(env, 'UPLOAD_MAX_BYTES', 50 * 1024 * 1024, 1, 1024 ** 4);
  // Room for one file of the largest size plus its multipart framing, and never below 256 MiB.
  const uploadMaxRequestBytes = integer(
    env,
    'UPLOAD_MAX_REQUEST_BYTES',
    Math.max(256 * 1024 * 1024, uploadMaxBytes + 1024 * 1024),
    1024,
    1024 ** 4,
  );
  const httpHeadersTimeoutMs = integer(env, 'HTTP_HEADERS_TIMEOUT_MS', 20_000, 100, 600_000);
  const httpRequestTimeoutMs = integer(env, 'HTTP_REQUEST_TIMEOUT_MS', 300_000, 100, 3_600_000);
  if (httpRequestTimeoutMs < httpHeadersTimeoutMs) {
    throw new ConfigError(
      'HTTP_REQUEST_TIMEOUT_MS',
      `at least HTTP_HEADERS_TIMEOUT_MS (${httpHeadersTimeoutMs})`,
      String(httpRequestTimeoutMs),
    );
  }

  const databaseUrl = url(env, 'DATABASE_URL', POSTGRES, POSTGRES_URL);
  const databaseMigrationUrl = url(env, 'DATABASE_MIGRATION_URL', POSTGRES, POSTGRES_URL);
  if (databaseMigrationUrl && !databaseUrl) {
    throw new ConfigError('DATABASE_MIGRATION_URL', 'unset when DATABASE_URL is', undefined);
  }

  return {
    port,
    dataDir,
    databaseUrl,
    databaseMigrationUrl,
    logLevel: logLevel as LogLevel,
    environment: environment as DeploymentEnvironment | undefined,
    adminPassword: adminPassword || undefined,
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL'),
    mailFrom,
    chromePath: nonEmpty(env, 'CHROME_PATH'),
    pdfRendersPerUser: integer(env, 'PDF_RENDERS_PER_USER', 40, 1, 10_000),
    bulkReportsPerUser: integer(env, 'BULK_REPORTS_PER_USER', 3, 1, 1000),
    reportRetentionDays: integer(env, 'REPORT_RETENTION_DAYS', 7, 1, 3650),
    backupDir,
    backupKeep: integer(env, 'BACKUP_KEEP', 7, 1, 1000),
    publicUrl: (
      url(env, 'PUBLIC_URL', ['http:', 'https:'], 'an http:// or https:// URL') ??
      `http://localhost:${port}`
    ).replace(/\/+$/, ''),
    uploadMaxBytes,
    uploadMaxRequestBytes,
    httpHeadersTimeoutMs,
    httpRequestTimeoutMs,
    httpKeepAliveTimeoutMs: integer(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 5_000, 100, 600_000),
    httpUpgradeTimeoutMs: integer(env, 'HTTP_UPGRADE_TIMEOUT_MS', 10_000, 100, 600_000),
    httpListenBacklog: integer(env, 'HTTP_LISTEN_BACKLOG', 4096, 1, 65_535),
    databaseConnectAttempts: integer(env, 'DATABASE_CONNECT_ATTEMPTS', 10, 1, 1000),
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 20, 1, 1000),
    seedDemoData: bool(env, 'SEED_DEMO_DATA', true),
    jobStaleSeconds: integer(env, 'JOB_STALE_SECONDS', 30, 2, 86400),
    jobPollMs: integer(env, 'JOB_POLL_MS', 500, 500, 3_600_000),
    hrSecretKey: secret(env, 'HR_SECRET_KEY') ?? secret(env, 'WORKDAY_SECRET_KEY'),
    workdayTimeoutMs: integer(env, 'WORKDAY_TIMEOUT_MS', 10_000, 100, 300_000),
    workdaySimulatorUrl: url(env, 'WORKDAY_SIMULATOR_URL', ['http:', 'https:'], 'an http:// URL'),
    workdayAllowedHosts: hostList(env, 'WORKDAY_ALLOWED_HOSTS', WORKDAY_DEFAULT_ALLOWED_HOSTS),
    talogyReportUrl: talogyReportUrl(env),
    reasonsSkipPathPrefixes: prefixList(env, 'REASONS_SKIP_PATH_PREFIXES'),
    sentryDsn: sentryDsn(env),
    metricsToken: secret(env, 'METRICS_TOKEN'),
    opaqueServerSetup: nonEmpty(env, 'OPAQUE_SERVER_SETUP'),
    jwtSecret: secret(env, 'JWT_SECRET'),
    // The design caps a JWT at 15 minutes; the open session renews it.
    jwtTtlSeconds: integer(env, 'JWT_TTL_SECONDS', 900, 10, 900),
    jwtRenewGraceSeconds: integer(env, 'JWT_RENEW_GRACE_SECONDS', 30, 0, 300),
    sessionIdleMinutes: integer(env, 'SESSION_IDLE_MINUTES', 30, 1, 24 * 60),
    sessionMaxHours: integer(env, 'SESSION_MAX_HOURS', 12, 1, 24 * 30),
    trustProxy: trustProxy(env),
    signInLimitPerAddress: integer(env, 'SIGN_IN_LIMIT_PER_ADDRESS', 60, 1, 100000),
    signInDelaySeconds: integer(env, 'SIGN_IN_DELAY_SECONDS', 1, 1, 900),
    ws: {
      maxBufferedBytes: integer(env, 'WS_MAX_BUFFERED_BYTES', 1024 * 1024, 65536, 1024 ** 3),
      maxSocketsPerUser: integer(env, 'WS_MAX_SOCKETS_PER_USER', 20, 1, 100000),
      maxMessagesPerSecond: integer(env, 'WS_MAX_MESSAGES_PER_SECOND', 50, 1, 100000),
      maxBatch: integer(env, 'WS_MAX_BATCH', 50, 1, 10000),
    },
  };
}

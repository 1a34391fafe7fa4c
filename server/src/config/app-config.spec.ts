import { ConfigError, loadConfig } from './app-config';

describe(loadConfig.name, () => {
  const cwd = '/srv/portal';

  it('applies the documented defaults', () => {
    const sut = loadConfig({}, cwd);
    expect(sut).toMatchObject({
      port: 3000,
      dataDir: '/srv/portal/data',
      databaseUrl: undefined,
      logLevel: 'info',
      publicUrl: 'http://localhost:3000',
      seedDemoData: true,
      uploadMaxBytes: 50 * 1024 * 1024,
      uploadMaxRequestBytes: 256 * 1024 * 1024,
      httpHeadersTimeoutMs: 20_000,
      httpRequestTimeoutMs: 300_000,
      httpKeepAliveTimeoutMs: 5_000,
      httpUpgradeTimeoutMs: 10_000,
      httpListenBacklog: 4096,
      trustProxy: false,
      pdfRendersPerUser: 40,
      bulkReportsPerUser: 3,
      reportRetentionDays: 7,
      databasePoolSize: 20,
      backupDir: '/srv/portal/data/backups',
      backupKeep: 7,
      ws: {
        maxBufferedBytes: 1024 * 1024,
        maxSocketsPerUser: 20,
        maxMessagesPerSecond: 50,
        maxBatch: 50,
      },
    });
  });

  it('reads TRUST_PROXY as addresses and ranges, off when unset', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }, cwd).trustProxy;
    expect(trust('')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('loopback')).toEqual(['loopback']);
    expect(trust('10.0.0.5, 10.1.0.0/16,::1,fd00::/8')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
    ]);
    for (const wrong of [
      '0',
      '11',
      'true',
      '*',
      '10.0.0.0/33',
      'proxy.example.com',
      '10.0.0.1/8/1',
    ])
      expect(() => trust(wrong), wrong).toThrow(
        /^TRUST_PROXY must be unset, or comma-separated addresses/,
      );
  });

  it('reads the requests’ pool size and refuses one out of bounds', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '7' }, cwd).databasePoolSize).toBe(7);
    for (const wrong of ['0', '1001', '2.5', 'many'])
      expect(() => loadConfig({ DATABASE_POOL_SIZE: wrong }, cwd), wrong).toThrow(
        `DATABASE_POOL_SIZE must be a whole number from 1 to 1000 (got "${wrong}")`,
      );
  });

  it('reads the real-time channel caps and refuses a nonsensical one', () => {
    expect(
      loadConfig(
        {
          WS_MAX_BUFFERED_BYTES: '65536',
          WS_MAX_SOCKETS_PER_USER: '3',
          WS_MAX_MESSAGES_PER_SECOND: '10',
          WS_MAX_BATCH: '5',
        },
        cwd,
      ).ws,
    ).toEqual({
      maxBufferedBytes: 65536,
      maxSocketsPerUser: 3,
      maxMessagesPerSecond: 10,
      maxBatch: 5,
    });
    expect(() => loadConfig({ WS_MAX_SOCKETS_PER_USER: '0' }, cwd)).toThrow(
      'WS_MAX_SOCKETS_PER_USER must be a whole number from 1 to 100000 (got "0")',
    );
  });

  it('keeps room for one largest file in an upload request, and a request timeout past the headers one', () => {
    expect(loadConfig({ UPLOAD_MAX_BYTES: String(1024 ** 3) }, cwd).uploadMaxRequestBytes).toBe(
      1024 ** 3 + 1024 ** 2,
    );
    expect(() =>
      loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '1000' }, cwd),
    ).toThrow(
      'HTTP_REQUEST_TIMEOUT_MS must be at least HTTP_HEADERS_TIMEOUT_MS (5000) (got "1000")',
    );
  });

  it('refuses DATABASE_MIGRATION_URL without DATABASE_URL (the embedded PostgreSQL has its owner)', () => {
    expect(() => loadConfig({ DATABASE_MIGRATION_URL: 'postgres://o:p@db/portal' }, cwd)).toThrow(
      'DATABASE_MIGRATION_URL must be unset when DATABASE_URL is',
    );
  });

  it('reads every variable', () => {
    const sut = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: '/var/lib/portal',
        DATABASE_URL: 'postgres://u:p@db:5432/portal',
        DATABASE_MIGRATION_URL: 'postgres://owner:q@db:5432/portal',
        LOG_LEVEL: 'DEBUG',
        ADMIN_PASSWORD: 'Secret-123',
        SMTP_URL: 'smtp://mail:25',
        MAIL_FROM: 'Portal <portal@example.com>',
        CHROME_PATH: '/usr/bin/chromium',
        PUBLIC_URL: 'https://portal.example.com/',
        UPLOAD_MAX_BYTES: '1048576',
        TALOGY_REPORT_URL: 'https://talogy.example/r?id={id}',
        PDF_RENDERS_PER_USER: '5',
        BULK_REPORTS_PER_USER: '1',
        REPORT_RETENTION_DAYS: '30',
        BACKUP_DIR: 'nightly',
        BACKUP_KEEP: '14',
      },
      cwd,
    );
    expect(sut).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/portal',
      databaseUrl: 'postgres://u:p@db:5432/portal',
      databaseMigrationUrl: 'postgres://owner:q@db:5432/portal',
      logLevel: 'debug',
      adminPassword: 'Secret-123',
      smtpUrl: 'smtp://mail:25',
      chromePath: '/usr/bin/chromium',
      publicUrl: 'https://portal.example.com',
      uploadMaxBytes: 1048576,
      talogyReportUrl: 'https://talogy.example/r?id={id}',
      pdfRendersPerUser: 5,
      bulkReportsPerUser: 1,
      reportRetentionDays: 30,
      backupDir: '/srv/portal/nightly',
      backupKeep: 14,
    });
  });

  it.each([
    ['PORT', 'abc', 'PORT must be a whole number from 1 to 65535 (got "abc")'],
    ['PORT', '70000', 'PORT must be a whole number from 1 to 65535 (got "70000")'],
    [
      'DATABASE_URL',
      'mysql://x',
      'DATABASE_URL must be a postgres://user:password@host:port/database URL (got "mysql://x")',
    ],
    [
      'DATABASE_URL',
      'not a url',
      'DATABASE_URL must be a postgres://user:password@host:port/database URL (got "not a url")',
    ],
    [
      'LOG_LEVEL',
      'loud',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
    ['SMTP_URL', 'http://mail', 'SMTP_URL must be an smtp:// or smtps:// URL (got "http://mail")'],
    [
      'PUBLIC_URL',
      'portal.example.com',
      'PUBLIC_URL must be an http:// or https:// URL (got "portal.example.com")',
    ],
    [
      'UPLOAD_MAX_BYTES',
      '50MB',
      'UPLOAD_MAX_BYTES must be a whole number from 1 to 1099511627776 (got "50MB")',
    ],
    [
      'WORKDAY_ALLOWED_HOSTS',
      'https://x.workday.com',
      'WORKDAY_ALLOWED_HOSTS must be comma-separated host names or *.domain patterns (e.g. *.workday.com,localhost) (got "https://x.workday.com")',
    ],
    ['BACKUP_KEEP', '0', 'BACKUP_KEEP must be a whole number from 1 to 1000 (got "0")'],
    ['BACKUP_KEEP', '1001', 'BACKUP_KEEP must be a whole number from 1 to 1000 (got "1001")'],
    ['ADMIN_PASSWORD', 'short', 'ADMIN_PASSWORD must be at least 8 characters (got "*****")'],
    [
      'TALOGY_REPORT_URL',
      'https://talogy.example/report',
      'TALOGY_REPORT_URL must be an https:// URL containing {id} (got "https://talogy.example/report")',
    ],
    [
      'TALOGY_REPORT_URL',
      'http://talogy.example/{id}',
      'TALOGY_REPORT_URL must be an https:// URL containing {id} (got "http://talogy.example/{id}")',
    ],
    [
      'SENTRY_DSN',
      'https://sentry.example.com/42',
      'SENTRY_DSN must be a Sentry DSN such as https://<public key>@<host>/<project id> (got "https://sentry.example.com/42")',
    ],
    [
      'SENTRY_DSN',
      'http://key@sentry.example.com/42',
      'SENTRY_DSN must be a Sentry DSN such as https://<public key>@<host>/<project id> (got "http://key@sentry.example.com/42")',
    ],
    [
      'SENTRY_DSN',
      'https://key@sentry.example.com/project',
      'SENTRY_DSN must be a Sentry DSN such as https://<public key>@<host>/<project id> (got "https://key@sentry.example.com/project")',
    ],
  ])('refuses %s=%s with one line naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value }, cwd)).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value }, cwd)).toThrow(message);
  });

  it('reads REASONS_SKIP_PATH_PREFIXES as trimmed prefixes, none when unset', () => {
    expect(loadConfig({}, cwd).reasonsSkipPathPrefixes).toEqual([]);
    expect(
      loadConfig({ REASONS_SKIP_PATH_PREFIXES: ' Riverside / Sandbox ,, Lakeview / Test' }, cwd)
        .reasonsSkipPathPrefixes,
    ).toEqual(['Riverside / Sandbox', 'Lakeview / Test']);
    expect(() => loadConfig({ REASONS_SKIP_PATH_PREFIXES: 'x'.repeat(201) }, cwd)).toThrow(
      'REASONS_SKIP_PATH_PREFIXES must be comma-separated prefixes of at most 200',
    );
  });

  it('reads SENTRY_DSN, loopback allowed over http (the test ingest)', () => {
    expect(loadConfig({}, cwd).sentryDsn).toBeUndefined();
    const dsn = 'https://abc123@o1.ingest.sentry.io/4505';
    expect(loadConfig({ SENTRY_DSN: dsn }, cwd).sentryDsn).toBe(dsn);
    const local = 'http://key@127.0.0.1:9000/42';
    expect(loadConfig({ SENTRY_DSN: local }, cwd).sentryDsn).toBe(local);
  });

  it('reads METRICS_TOKEN, at least 32 characters; unset: loopback only', () => {
    expect(loadConfig({}, cwd).metricsToken).toBeUndefined();
    const token = 'x'.repeat(32);
    expect(loadConfig({ METRICS_TOKEN: token }, cwd).metricsToken).toBe(token);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' }, cwd)).toThrow(
      'METRICS_TOKEN must be at least 32 characters',
    );
  });

  it('reads WORKDAY_ALLOWED_HOSTS as host names and patterns, defaulting to Workday and loopback', () => {
    expect(loadConfig({}, cwd).workdayAllowedHosts).toEqual([
      '*.workday.com',
      '*.myworkday.com',
      'localhost',
      '127.0.0.1',
      '::1',
    ]);
    expect(
      loadConfig({ WORKDAY_ALLOWED_HOSTS: ' *.Workday.com, hr.example.org,[::1] ' }, cwd)
        .workdayAllowedHosts,
    ).toEqual(['*.workday.com', 'hr.example.org', '::1']);
  });

  it('reads the HR key from HR_SECRET_KEY, else from its former name WORKDAY_SECRET_KEY', () => {
    const key = 'k'.repeat(32);
    const old = 'o'.repeat(32);
    expect(loadConfig({}, cwd).hrSecretKey).toBeUndefined();
    expect(loadConfig({ HR_SECRET_KEY: key, WORKDAY_SECRET_KEY: old }, cwd).hrSecretKey).toBe(key);
    expect(loadConfig({ WORKDAY_SECRET_KEY: old }, cwd).hrSecretKey).toBe(old);
    expect(() => loadConfig({ HR_SECRET_KEY: 'short' }, cwd)).toThrow(/HR_SECRET_KEY/);
  });
});

import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_PASSWORD, DATA_DIR, REPO_ROOT } from './env';

/**
 * Browser tier: the system Chromium (never a downloaded one) against the real built app, i.e. the
 * compiled server with its embedded PostgreSQL serving the built client. This file builds
 * nothing; the test runner builds first.
 */
const port = Number(process.env.BROWSER_TEST_PORT || 3917);
// The Workday simulator beside the app (as npm start runs it): the demo HR endpoint.
const simulatorPort = port + 1;
// A local Sentry ingest: the app runs with SENTRY_DSN pointing there, so the browser and server
// SDKs report as in production and error-reports.spec.ts reads what arrived (decision 0039).
export const sentryIngestPort = port + 2;
const serverEntry = 'server/dist/server/src/main.js';

const missing = [serverEntry, 'client/dist/index.html'].filter(
  (file) => !existsSync(join(REPO_ROOT, file)),
);
if (missing.length > 0) {
  throw new Error(
    `Browser tests need the built app, but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing. ` +
      'Run `npm run build` first.',
  );
}

// A fresh database each run: the data folder is wiped in the same command that starts the server,
// because Playwright starts the web server before any globalSetup would run.
const wipeDataDir = `node -e "require('node:fs').rmSync('${DATA_DIR}', { recursive: true, force: true })"`;

export default defineConfig({
  testDir: __dirname,
  testMatch: '*.spec.ts',
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  outputDir: join(REPO_ROOT, 'test-results'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    headless: true,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: [
    {
      command: `node scripts/workday-simulator/main.mjs ${simulatorPort}`,
      cwd: REPO_ROOT,
      port: simulatorPort,
      timeout: 30_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: `node test/support/sentry-ingest.mjs ${sentryIngestPort}`,
      cwd: REPO_ROOT,
      port: sentryIngestPort,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      command: `${wipeDataDir} && node ${serverEntry}`,
      cwd: REPO_ROOT,
      // No SMTP_URL: mail lands as .eml files in DATA_DIR/outbox, where the tests read the links.
      // The specs sign in often; the sign-in limits themselves are covered by the API tier.
      env: {
        PORT: String(port),
        DATA_DIR,
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD,
        SIGN_IN_LIMIT_PER_ADDRESS: '1000',
        WORKDAY_SIMULATOR_URL: `http://127.0.0.1:${simulatorPort}`,
        SENTRY_DSN: `http://publickey0123456789@127.0.0.1:${sentryIngestPort}/42`,
      },
      url: `http://127.0.0.1:${port}/api/v1/public/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      // SIGTERM lets the server close its connections and stop PostgreSQL cleanly.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
  ],
});

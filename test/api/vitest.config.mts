import { defineConfig, mergeConfig } from 'vitest/config';
import { serverTestBase } from '../support/vitest-server.mts';

// API end-to-end tier: the real Nest app over HTTP (supertest) and real processes, on an
// embedded PostgreSQL started once per run; each suite gets its own database cloned from a
// migrated template by the global setup. Two suites run at a time (this machine has two cores):
// each has its own database, and every server or mail catcher a suite starts takes a free port.
export default mergeConfig(
  serverTestBase,
  defineConfig({
    test: {
      name: 'api e2e',
      include: ['test/api/**/*.e2e-spec.ts'],
      globals: true,
      environment: 'node',
      globalSetup: ['test/support/global-setup.ts'],
      maxWorkers: 2,
      pool: 'forks',
      testTimeout: 60000,
      hookTimeout: 120000,
    },
  }),
);

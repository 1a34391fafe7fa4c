import { defineConfig, mergeConfig } from 'vitest/config';
import { serverTestBase } from '../support/vitest-server.mts';

// Cluster tier (decision 0044): two built app instances on one PostgreSQL behind Debian's nginx
// running docker/nginx.conf, driven over HTTP and WebSocket as a browser would. One suite at a
// time: each starts processes of its own.
export default mergeConfig(
  serverTestBase,
  defineConfig({
    test: {
      name: 'cluster e2e',
      include: ['test/cluster/**/*.e2e-spec.ts'],
      globals: true,
      environment: 'node',
      globalSetup: ['test/cluster/global-setup.ts'],
      maxWorkers: 1,
      pool: 'forks',
      testTimeout: 60000,
      hookTimeout: 120000,
    },
  }),
);

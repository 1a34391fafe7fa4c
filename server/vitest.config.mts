import { defineConfig, mergeConfig } from 'vitest/config';
import { serverTestBase } from '../test/support/vitest-server.mts';

// Server unit tier: *.spec.ts beside the code.
export default mergeConfig(
  serverTestBase,
  defineConfig({
    test: {
      name: 'server unit',
      include: ['server/src/**/*.spec.ts'],
      globals: true,
      environment: 'node',
    },
  }),
);

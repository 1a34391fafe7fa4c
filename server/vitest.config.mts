import { defineConfig, mergeConfig } from 'vitest/config';
import { serverTestBase } from '../test/support/vitest-server.mts';

// Server unit tier: *.spec.ts beside the code, and the CI checks' own tests (scripts/check).
export default mergeConfig(
  serverTestBase,
  defineConfig({
    test: {
      name: 'server unit',
      include: ['server/src/**/*.spec.ts', 'scripts/check/**/*.spec.ts'],
      globals: true,
      environment: 'node',
    },
  }),
);

/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = 'localhost:3000';

// Client tests that render whole pages or the data grid (the slowest files of the tier).
const PAGE_TESTS = [
  'src/**/pages/**/*.test.tsx',
  'src/app/routes.test.tsx',
  'src/components/GroupedDataGrid.test.tsx',
  'src/features/pda/components/*.test.tsx',
  'src/features/pda/whatIf/*.test.tsx',
  'src/features/shell/components/*.test.tsx',
];

export default defineConfig({
  // The server serves the SPA under /app, so built asset URLs must carry that prefix.
  base: '/app/',
  plugins: [react()],
  resolve: {
    alias: {
      '@client': fileURLToPath(new URL('./src', import.meta.url)),
      '@domain': fileURLToPath(new URL('../libs/domain/src', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            // MUI X (the data grid) stays out: only lazily loaded pages use it.
            { name: 'mui', test: /node_modules[\\/](@mui[\\/](?!x-)|@emotion)/ },
            {
              name: 'redux',
              test: /node_modules[\\/](@reduxjs|react-redux|redux|immer|reselect)[\\/]/,
            },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://${backend}`, changeOrigin: true },
      '/ws': { target: `ws://${backend}`, ws: true },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Both cores (Vitest leaves one free by default). Two rendering workers slow each other,
    // so a test gets 15 s before it counts as hung rather than 5.
    maxWorkers: 2,
    testTimeout: 15_000,
    unstubGlobals: true,
    restoreMocks: true,
    // Two projects differing only in isolation (docs/decisions/0030). A fresh module graph and
    // jsdom window per file costs about 3 s of CPU (importing React, MUI, the data grid), more
    // than most files' tests: the 'units' files share one per worker. The 'pages' files render
    // whole pages or the data grid; sharing a window would leave every earlier file's emotion
    // styles in it, and jsdom matches every rule for each getComputedStyle, so they stay apart.
    projects: [
      { extends: true, test: { name: 'pages', include: PAGE_TESTS } },
      {
        extends: true,
        test: {
          name: 'units',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: PAGE_TESTS,
          isolate: false,
        },
      },
    ],
  },
});

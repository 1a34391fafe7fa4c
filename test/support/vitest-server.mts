// Shared Vitest settings for the server tiers. NestJS 12 ships as ES modules (Jest on Node 20
// cannot load them), and Nest's dependency injection needs decorator metadata, which SWC emits.
import { fileURLToPath } from 'node:url';
import swc from 'unplugin-swc';
import type { UserConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../../', import.meta.url));

export const serverTestBase: UserConfig = {
  root,
  plugins: [
    swc.vite({
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: {
          legacyDecorator: true,
          decoratorMetadata: true,
          useDefineForClassFields: false,
        },
        target: 'es2022',
        keepClassNames: true,
      },
      module: { type: 'es6' },
    }),
  ],
  resolve: {
    alias: [
      { find: /^@server\/(.*)$/, replacement: `${root}server/src/$1` },
      { find: /^@domain$/, replacement: `${root}libs/domain/src/index.ts` },
      { find: /^@domain\/(.*)$/, replacement: `${root}libs/domain/src/$1` },
    ],
  },
};

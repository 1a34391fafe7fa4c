// Shared Vitest settings for the server tiers. NestJS 12 ships as ES modules (Jest on Node 20
// cannot load them), and Nest's dependency injection needs decorator metadata, which Vite's
// oxc transformer emits for legacy decorators.
import { fileURLToPath } from 'node:url';
import type { UserConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../../', import.meta.url));

export const serverTestBase: UserConfig = {
  root,
  oxc: {
    decorator: { legacy: true, emitDecoratorMetadata: true },
    typescript: { onlyRemoveTypeImports: false },
  },
  resolve: {
    alias: [
      { find: /^@server\/(.*)$/, replacement: `${root}server/src/$1` },
      { find: /^@domain\/(.*)$/, replacement: `${root}libs/domain/src/$1` },
    ],
  },
};

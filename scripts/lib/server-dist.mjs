// Loads compiled server modules (server/dist) from the scripts, building them when stale.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { isStale } from './freshness.mjs';

export const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = `${root}server/dist/server/src/`;
const require = createRequire(import.meta.url);

/** True when server/dist is missing or older than a source it is compiled from. */
export function serverBuildStale() {
  return isStale(`${root}server/dist/build-info.json`, [
    `${root}server/src`,
    `${root}libs/domain/src`,
    `${root}server/tsconfig.json`,
    `${root}server/tsconfig.build.json`,
    `${root}tsconfig.base.json`,
    `${root}package.json`,
  ]);
}

/**
 * Builds the server unless server/dist is newer than every source: CI's db:check and
 * api:check follow npm test, which has just built it (each build is a minute of tsc).
 */
export function buildServer() {
  if (!serverBuildStale()) return;
  execSync('npm run build -w server --silent', { cwd: root, stdio: 'inherit' });
}

export function serverModule(path) {
  if (!existsSync(`${dist}${path}.js`)) buildServer();
  return require(`${dist}${path}.js`);
}

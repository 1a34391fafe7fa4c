// Loads compiled server modules (server/dist) from the scripts, building them when asked.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = `${root}server/dist/server/src/`;
const require = createRequire(import.meta.url);

export function buildServer() {
  execSync('npm run build -w server --silent', { cwd: root, stdio: 'inherit' });
}

export function serverModule(path) {
  if (!existsSync(`${dist}${path}.js`)) buildServer();
  return require(`${dist}${path}.js`);
}

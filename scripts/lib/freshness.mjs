// Decides whether dependencies or builds are stale, so npm start only redoes what changed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when `output` is missing or older than any of `inputs`. */
export function isStale(output, inputs) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return inputs.some((input) => newestMtime(input) > built);
}

const STAMP = 'node_modules/.portal-lock-hash';

function lockHash(root) {
  return createHash('sha256')
    .update(readFileSync(join(root, 'package-lock.json')))
    .digest('hex');
}

/**
 * Dependencies are current when node_modules was installed from this exact lock file: our
 * stamp says so, or npm's own hidden lock file was written after package-lock.json changed
 * (an `npm ci` run by hand or by CI).
 */
export function dependenciesCurrent(root) {
  const stamp = join(root, STAMP);
  if (existsSync(stamp)) return readFileSync(stamp, 'utf8') === lockHash(root);
  const hidden = join(root, 'node_modules/.package-lock.json');
  return (
    existsSync(hidden) &&
    statSync(hidden).mtimeMs >= statSync(join(root, 'package-lock.json')).mtimeMs
  );
}

export function recordDependencies(root) {
  writeFileSync(join(root, STAMP), lockHash(root));
}

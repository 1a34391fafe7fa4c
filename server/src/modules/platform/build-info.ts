import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BuildInfo {
  version: string;
  buildTime: string;
}

/**
 * The version comes from the root package.json; the build time from the file the build step
 * writes next to the compiled server. Without a build (tests, dev) the start time stands in.
 */
export function readBuildInfo(startedAt = new Date()): BuildInfo {
  const root = findRoot(__dirname);
  const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version as string;
  let buildTime = startedAt.toISOString();
  try {
    const written = JSON.parse(
      readFileSync(join(root, 'server', 'dist', 'build-info.json'), 'utf8'),
    );
    if (typeof written.buildTime === 'string') buildTime = written.buildTime;
  } catch {
    // No build-info.json: running from sources.
  }
  return { version, buildTime };
}

/** The project root: the nearest directory above `start` whose package.json has workspaces. */
export function findRoot(start: string): string {
  let dir = start;
  for (let i = 0; i < 8; i++) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      if (Array.isArray(pkg.workspaces)) return dir;
    } catch {
      // keep climbing
    }
    dir = join(dir, '..');
  }
  throw new Error('The project root (package.json with workspaces) was not found');
}

import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { formatByteCount } from '@domain/bytes';
import type { BackupManifest } from './backup';

/** portal-backup-20261128-020000.tar.gz, -2, -3... after it for a second backup in that second. */
const ARCHIVE_NAME = /^portal-backup-(\d{8}-\d{6})(?:-(\d+))?\.tar\.gz$/;
/** What backup() writes beside its target before the rename; left behind only by a crash. */
const PARTIAL_NAME = /^\.\d+\.partial$/;
/** A partial this old belongs to no backup still running (one takes minutes at most). */
const STALE_PARTIAL_MS = 24 * 3600 * 1000;

/** The archive's name for a backup started at `at` (UTC), as db:backup and the job name it. */
export function backupFileName(at: Date, nth = 1): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `portal-backup-${stamp}${nth > 1 ? `-${nth}` : ''}.tar.gz`;
}

/** The archives in `dir`, newest first; none when the folder does not exist yet. */
export async function listArchives(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const age = (name: string) => {
    const [, stamp, n] = ARCHIVE_NAME.exec(name)!;
    return `${stamp}-${(n ?? '1').padStart(6, '0')}`;
  };
  return names
    .filter((name) => ARCHIVE_NAME.test(name))
    .sort((a, b) => age(b).localeCompare(age(a)));
}

/**
 * Keeps the newest `keep` archives in `dir` and deletes the older ones, with the partial files
 * a crashed backup left (a day old: a running one's is younger). Other files are not touched.
 * Answers the names deleted.
 */
export async function pruneArchives(dir: string, keep: number): Promise<string[]> {
  const old = (await listArchives(dir)).slice(keep);
  for (const name of (await readdir(dir)).filter((n) => PARTIAL_NAME.test(n))) {
    const made = (await stat(join(dir, name)).catch(() => undefined))?.mtimeMs;
    if (made !== undefined && made < Date.now() - STALE_PARTIAL_MS) old.push(name);
  }
  for (const name of old) await rm(join(dir, name), { force: true });
  return old;
}

/** "97 tables (1234 rows) and 2 files (68.4 KB)": what a backup holds, as people read it. */
export function describeBackup(manifest: BackupManifest): string {
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  return (
    `${Object.keys(manifest.tables).length} tables (${rows} rows) and ` +
    `${manifest.files.count} files (${formatByteCount(manifest.files.bytes)})`
  );
}

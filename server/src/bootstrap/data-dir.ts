import { accessSync, constants, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StartupError } from './startup-error';
import { isRunning } from '@server/common/process-alive';

/** Creates DATA_DIR if needed and proves it writable by writing a probe file. */
export function ensureWritableDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
    const probe = join(dataDir, `.write-probe-${process.pid}`);
    writeFileSync(probe, 'ok');
    rmSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new StartupError(
      `DATA_DIR ${dataDir} is not writable (${code}); set DATA_DIR to a writable folder`,
    );
  }
}

/**
 * One app per DATA_DIR while it owns an embedded PostgreSQL there. A lock left by a process
 * that died is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = join(dataDir, 'portal.lock');
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    if (pid && pid !== process.pid && isRunning(pid)) {
      throw new StartupError(
        `Another portal instance (pid ${pid}) is already using DATA_DIR ${dataDir}; stop it or set another DATA_DIR`,
      );
    }
  } catch (error) {
    if (error instanceof StartupError) throw error;
  }
  writeFileSync(lockFile, String(process.pid));
  return () => {
    try {
      if (readFileSync(lockFile, 'utf8').trim() === String(process.pid)) rmSync(lockFile);
    } catch {
      // Already gone: nothing to release.
    }
  };
}

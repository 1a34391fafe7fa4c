import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from './file-store';

/** One file of an upload in DATA_DIR/tmp: where the bytes wait, and their digest. */
export interface HashedTempFile {
  path: string;
  size: number;
  contentHash: string;
}

/**
 * Streams one uploaded file to DATA_DIR/tmp while computing its sha256 and size, so nothing is
 * buffered in memory and the content address is known at the end. If the stream fails or the
 * signal aborts (the request went over its limit), the temp file is removed before the error
 * is passed on: a failed file leaves nothing behind.
 */
export async function writeHashedTemp(
  file: Readable,
  store: FileStore,
  signal: AbortSignal,
): Promise<HashedTempFile> {
  const path = store.newTempPath();
  const hash = createHash('sha256');
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      hash.update(chunk);
      size += chunk.length;
      next(null, chunk);
    },
  });
  try {
    await pipeline(file, measure, createWriteStream(path, { flags: 'wx', mode: 0o600 }), {
      signal,
    });
  } catch (error) {
    await store.discardTemp(path);
    throw error;
  }
  return { path, size, contentHash: hash.digest('hex') };
}

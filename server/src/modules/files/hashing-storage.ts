import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StorageEngine } from 'multer';
import type { FileStore } from './file-store';

/** What the storage engine adds to multer's file: where the bytes wait, and their digest. */
export interface HashedTempFile {
  path: string;
  size: number;
  contentHash: string;
}

/**
 * A multer storage engine that streams each file to DATA_DIR/tmp while computing its sha256
 * and size, so nothing is buffered in memory and the content address is known at the end.
 * multer calls _removeFile for every stored file when the request fails (a later file over
 * the limit, too many files, a broken body): a failed upload leaves no temp file behind.
 */
export class HashingStorage implements StorageEngine {
  constructor(private readonly store: FileStore) {}

  _handleFile(
    _req: unknown,
    file: Express.Multer.File,
    callback: (error?: Error | null, info?: Partial<Express.Multer.File> & HashedTempFile) => void,
  ): void {
    const path = this.store.newTempPath();
    const hash = createHash('sha256');
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, next) {
        hash.update(chunk);
        size += chunk.length;
        next(null, chunk);
      },
    });
    pipeline(file.stream, measure, createWriteStream(path, { flags: 'wx', mode: 0o600 })).then(
      () => callback(null, { path, size, contentHash: hash.digest('hex') }),
      (error: Error) => {
        void this.store.discardTemp(path).finally(() => callback(error));
      },
    );
  }

  _removeFile(
    _req: unknown,
    file: Express.Multer.File,
    callback: (error: Error | null) => void,
  ): void {
    this.store.discardTemp(file.path).then(
      () => callback(null),
      (error: Error) => callback(error),
    );
  }
}

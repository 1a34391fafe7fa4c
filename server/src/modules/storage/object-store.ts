import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { open as openFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { DataSource, EntityManager } from 'typeorm';
import { rowsChanged } from '@server/common/db/rows-changed';

/** Size of one stored piece: what a read or a write holds in memory per object (decision 0043). */
export const CHUNK_BYTES = 512 * 1024;

/** A relative key: a folder word and a file name, never a path of one instance's disk. */
const KEY = /^[a-z]+\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

function checked(key: string): string {
  if (!KEY.test(key)) throw new Error(`Not a stored object key: ${key}`);
  return key;
}

export interface StoredContent {
  bytes: number;
  body: Readable;
}

/**
 * Bytes in PostgreSQL that every instance on the database serves (decision 0043): written in
 * the caller's transaction (so content and the rows naming it commit together), read as a
 * stream one piece per query, so neither side holds a whole object in memory.
 */
@Injectable()
export class ObjectStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async has(key: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const rows: unknown[] = await manager.query('SELECT 1 FROM stored_objects WHERE key = $1', [
      checked(key),
    ]);
    return rows.length > 0;
  }

  /** Serialises the callers that store this key until the transaction ends. */
  async lock(key: string, manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
      `stored_objects:${checked(key)}`,
    ]);
  }

  /** Stores a file's content under the key, read piece by piece; answers its length. */
  async putFile(key: string, path: string, manager: EntityManager): Promise<number> {
    const handle = await openFile(path, 'r');
    try {
      const size = (await handle.stat()).size;
      await manager.query('INSERT INTO stored_objects (key, bytes) VALUES ($1, $2)', [
        checked(key),
        size,
      ]);
      const buffer = Buffer.alloc(CHUNK_BYTES);
      // An empty file is one empty piece, so every object has a first piece.
      let offset = 0;
      let seq = 0;
      do {
        const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, offset);
        if (bytesRead === 0 && offset < size) throw new Error(`${path} shrank while stored`);
        await this.insertChunk(manager, key, seq++, buffer.subarray(0, bytesRead));
        offset += bytesRead;
      } while (offset < size);
      return size;
    } finally {
      await handle.close();
    }
  }

  /** Stores bytes already in memory (a rendered report) under the key, in one transaction. */
  async putBuffer(key: string, content: Buffer): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query('INSERT INTO stored_objects (key, bytes) VALUES ($1, $2)', [
        checked(key),
        content.length,
      ]);
      for (let seq = 0; seq === 0 || seq * CHUNK_BYTES < content.length; seq++)
        await this.insertChunk(
          manager,
          key,
          seq,
          content.subarray(seq * CHUNK_BYTES, (seq + 1) * CHUNK_BYTES),
        );
    });
  }

  private async insertChunk(manager: EntityManager, key: string, seq: number, data: Buffer) {
    await manager.query('INSERT INTO stored_object_chunks (key, seq, data) VALUES ($1, $2, $3)', [
      key,
      seq,
      data,
    ]);
  }

  /** Deletes these objects (their pieces go with them); answers how many existed. */
  async remove(keys: string[]): Promise<number> {
    if (!keys.length) return 0;
    return rowsChanged(this.dataSource, 'DELETE FROM stored_objects WHERE key = ANY($1)', [
      keys.map(checked),
    ]);
  }

  /** Deletes the objects under a folder word stored before `before`; answers how many. */
  async removeOlderThan(folder: string, before: Date): Promise<number> {
    return rowsChanged(
      this.dataSource,
      `DELETE FROM stored_objects WHERE starts_with(key, $1) AND created < $2`,
      [`${folder}/`, before],
    );
  }

  /**
   * The object's length and bytes as a stream, or undefined when there is none. Each piece is
   * fetched when the client has taken the one before, so a slow download holds one piece. An
   * object deleted meanwhile (retention) ends the stream with an error: the client sees a
   * cut-off download, never bytes of something else.
   */
  async open(key: string): Promise<StoredContent | undefined> {
    const [row]: { bytes: string; pieces: number }[] = await this.dataSource.query(
      `SELECT o.bytes, (SELECT count(*)::int FROM stored_object_chunks c WHERE c.key = o.key) AS pieces
         FROM stored_objects o WHERE o.key = $1`,
      [checked(key)],
    );
    if (!row) return undefined;
    const dataSource = this.dataSource;
    async function* pieces(): AsyncGenerator<Buffer> {
      for (let seq = 0; seq < row.pieces; seq++) {
        const [chunk]: { data: Buffer }[] = await dataSource.query(
          'SELECT data FROM stored_object_chunks WHERE key = $1 AND seq = $2',
          [key, seq],
        );
        if (!chunk) throw new Error(`The stored object ${key} was deleted while it was read`);
        if (chunk.data.length) yield chunk.data;
      }
    }
    return {
      bytes: Number(row.bytes),
      body: Readable.from(pieces(), { objectMode: false, highWaterMark: CHUNK_BYTES }),
    };
  }
}

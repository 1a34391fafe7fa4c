import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { Client } from 'pg';
import { writeEnd, writeEntry } from './tar';

export const BACKUP_FORMAT = 'placement-portal-backup';
export const MIGRATIONS_TABLE = 'migrations';
/** The generated key that seals the HR endpoints' secrets: without it they cannot be read. */
export const WORKDAY_KEY_FILE = 'workday-secret.key';
const FETCH_ROWS = 2000;

/** What a backup holds, written first into the archive as manifest.json. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  /** The migrations applied to the database, oldest first: the schema the rows fit. */
  migrations: string[];
  /** Rows per table of the public schema, in the snapshot. */
  tables: Record<string, number>;
  /** Sequence name -> [last_value, is_called]. */
  sequences: Record<string, [string, boolean]>;
  files: { count: number; bytes: number };
}

export type Progress = (line: string, done?: boolean) => void;

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export function storedFilePath(dataDir: string, contentHash: string): string {
  return join(dataDir, 'files', contentHash.slice(0, 2), contentHash);
}

/**
 * Writes one .tar.gz holding every table of the public schema (JSON lines, one row each, read
 * in one REPEATABLE READ snapshot, so the rows agree with each other), the stored files those
 * rows refer to, and DATA_DIR's generated HR secret key. Generated bulk reports are not kept
 * (they can be made again); neither is the pg-boss queue, which job_runs rebuilds at start. The schema itself is not in the archive: it is the migrations', and a restore
 * runs them. The database may be in use meanwhile; stored files never change once written.
 */
export async function backup(options: {
  databaseUrl: string;
  dataDir: string;
  out: string;
  progress: Progress;
}): Promise<BackupManifest> {
  const work = await mkdtemp(join(tmpdir(), 'portal-backup-'));
  const client = new Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const migrations = (
      await client.query<{ name: string }>(
        `SELECT name FROM ${quoteIdent(MIGRATIONS_TABLE)} ORDER BY id`,
      )
    ).rows.map((row) => row.name);
    const tableNames = (
      await client.query<{ name: string }>(
        `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY c.relname`,
      )
    ).rows
      .map((row) => row.name)
      .filter((name) => name !== MIGRATIONS_TABLE);
    const tables: Record<string, number> = {};
    for (const [index, table] of tableNames.entries()) {
      tables[table] = await dumpTable(client, table, join(work, `${index}.jsonl`), (rows) =>
        options.progress(
          `Backing up table ${index + 1}/${tableNames.length} ${table}: ${rows} rows`,
        ),
      );
    }
    const sequences: BackupManifest['sequences'] = {};
    const sequenceNames = await client.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'S'`,
    );
    for (const { name } of sequenceNames.rows) {
      const [row] = (
        await client.query<{ last_value: string; is_called: boolean }>(
          `SELECT last_value::text, is_called FROM ${quoteIdent(name)}`,
        )
      ).rows;
      sequences[name] = [row.last_value, row.is_called];
    }
    const hashes = tableNames.includes('tree_files')
      ? (
          await client.query<{ hash: string }>(
            'SELECT DISTINCT content_hash AS hash FROM tree_files ORDER BY 1',
          )
        ).rows.map((row) => row.hash)
      : [];
    await client.query('COMMIT');

    let bytes = 0;
    for (const hash of hashes) {
      const path = storedFilePath(options.dataDir, hash);
      bytes += (
        await stat(path).catch(() => {
          throw new Error(`The stored file ${path} that a row refers to is missing`);
        })
      ).size;
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      migrations,
      tables,
      sequences,
      files: { count: hashes.length, bytes },
    };

    // Written beside the target and renamed at the end: a failed backup leaves no half file.
    const partial = join(dirname(options.out), `.${Date.now()}.partial`);
    const gzip = createGzip({ level: 6 });
    const written = pipeline(gzip, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    try {
      const json = Buffer.from(JSON.stringify(manifest, null, 2));
      await writeEntry(gzip, 'manifest.json', json.length, json);
      for (const [index, table] of tableNames.entries()) {
        const path = join(work, `${index}.jsonl`);
        await writeEntry(
          gzip,
          `db/${table}.jsonl`,
          (await stat(path)).size,
          createReadStream(path),
        );
      }
      let copied = 0;
      for (const [index, hash] of hashes.entries()) {
        const path = storedFilePath(options.dataDir, hash);
        const size = (await stat(path)).size;
        await writeEntry(gzip, `files/${hash.slice(0, 2)}/${hash}`, size, createReadStream(path));
        copied += size;
        options.progress(
          `Backing up file ${index + 1}/${hashes.length} (${Math.round((100 * copied) / Math.max(bytes, 1))}% of the bytes)`,
        );
      }
      const key = await readFile(join(options.dataDir, WORKDAY_KEY_FILE)).catch(() => undefined);
      if (key) await writeEntry(gzip, WORKDAY_KEY_FILE, key.length, key);
      await writeEnd(gzip);
      gzip.end();
      await written;
      await rename(partial, options.out);
    } catch (error) {
      gzip.destroy();
      await written.catch(() => undefined);
      await rm(partial, { force: true });
      throw error;
    }
    return manifest;
  } finally {
    await client.end().catch(() => undefined);
    await rm(work, { recursive: true, force: true });
  }
}

/** One table as JSON lines through a cursor (memory stays flat); answers the row count. */
async function dumpTable(
  client: Client,
  table: string,
  path: string,
  onRows: (rows: number) => void,
): Promise<number> {
  const out = createWriteStream(path);
  const closed = new Promise<void>((resolve, reject) => {
    out.once('close', resolve);
    out.once('error', reject);
  });
  let rows = 0;
  try {
    await client.query(
      `DECLARE dump NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS j FROM ${quoteIdent(table)} t`,
    );
    for (;;) {
      const batch = await client.query<{ j: string }>(`FETCH ${FETCH_ROWS} FROM dump`);
      if (!batch.rows.length) break;
      const text = batch.rows.map((row) => row.j).join('\n') + '\n';
      if (!out.write(text)) await new Promise<void>((resolve) => out.once('drain', resolve));
      rows += batch.rows.length;
      onRows(rows);
    }
    await client.query('CLOSE dump');
  } finally {
    out.end();
    await closed;
  }
  return rows;
}

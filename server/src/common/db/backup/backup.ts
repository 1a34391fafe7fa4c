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
/** Rows of a table with bytea columns per fetch: a stored piece is up to 512 KiB (1 MiB as hex). */
const FETCH_BINARY_ROWS = 4;

/** What a backup holds, written first into the archive as manifest.json. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  /** 1: file content as files/ entries (read from DATA_DIR); 2: in the tables (decision 0043). */
  version: 1 | 2;
  createdAt: string;
  /** The migrations applied to the database, oldest first: the schema the rows fit. */
  migrations: string[];
  /** Rows per table of the public schema, in the snapshot. */
  tables: Record<string, number>;
  /** Sequence name -> [last_value, is_called]. */
  sequences: Record<string, [string, boolean]>;
  /** The stored objects (uploaded files' content and bulk reports) and their total size. */
  files: { count: number; bytes: number };
}

export type Progress = (line: string, done?: boolean) => void;

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export function storedFilePath(dataDir: string, contentHash: string): string {
  return join(dataDir, 'files', contentHash.slice(0, 2), contentHash);
}

/**
 * Writes one .tar.gz holding every table of the public schema (JSON lines, one row each, read
 * in one REPEATABLE READ snapshot, so the rows agree with each other), the stored files and
 * bulk reports among them (stored_object_chunks, decision 0043), and DATA_DIR's generated HR
 * secret key if there is one. The pg-boss queue is not kept: job_runs rebuilds it at start.
 * The schema itself is not in the archive: it is the migrations', and a restore runs them. The
 * database may be in use meanwhile.
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
    const [stored] = (
      await client.query<{ count: number; bytes: string }>(
        'SELECT count(*)::int AS count, coalesce(sum(bytes), 0)::text AS bytes FROM stored_objects',
      )
    ).rows;
    await client.query('COMMIT');

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: 2,
      createdAt: new Date().toISOString(),
      migrations,
      tables,
      sequences,
      files: { count: stored.count, bytes: Number(stored.bytes) },
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
    const binary = await client.query(
      `SELECT 1 FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = $1 AND data_type = 'bytea'`,
      [table],
    );
    const fetchRows = binary.rows.length ? FETCH_BINARY_ROWS : FETCH_ROWS;
    await client.query(
      `DECLARE dump NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS j FROM ${quoteIdent(table)} t`,
    );
    for (;;) {
      const batch = await client.query<{ j: string }>(`FETCH ${fetchRows} FROM dump`);
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

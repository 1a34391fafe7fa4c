import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@server/database/data-source';
import { MIGRATIONS } from '@server/database/migrations';
import {
  BACKUP_FORMAT,
  MIGRATIONS_TABLE,
  quoteIdent,
  storedFilePath,
  WORKDAY_KEY_FILE,
  type BackupManifest,
  type Progress,
} from '@server/common/db/backup/backup';
import { readEntries, type TarEntry } from '@server/common/db/backup/tar';

/** Refused restores and unreadable backups: the command prints the message and exits 1. */
export class RestoreError extends Error {}

const INSERT_BATCH_BYTES = 4 * 1024 * 1024;

async function readAll(entry: TarEntry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry.body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The entry's lines, each one JSON row. */
async function* linesOf(entry: TarEntry): AsyncGenerator<string> {
  let rest = '';
  for await (const chunk of entry.body) {
    const lines = (rest + chunk.toString('utf8')).split('\n');
    rest = lines.pop()!;
    yield* lines;
  }
  if (rest) yield rest;
}

async function publicTables(client: Client): Promise<string[]> {
  const result = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r'`,
  );
  return result.rows.map((row) => row.name);
}

const OCCUPIED =
  'The database or DATA_DIR already holds data; restore onto an empty one, or add --force to replace it';

/** Stored files or an HR key in DATA_DIR: checked before a database is started for a restore. */
export async function dataDirHoldsData(dataDir: string): Promise<boolean> {
  const files = await readdir(join(dataDir, 'files')).catch(() => []);
  const key = await stat(join(dataDir, WORKDAY_KEY_FILE)).catch(() => undefined);
  return files.length > 0 || key !== undefined;
}

/** Refuses a DATA_DIR that holds data before any database is started for the restore. */
export async function assertRestorable(dataDir: string, force: boolean): Promise<void> {
  if (!force && (await dataDirHoldsData(dataDir))) throw new RestoreError(OCCUPIED);
}

/**
 * Restores a backup onto an empty database and DATA_DIR (or, with `force`, empties them
 * first): runs the migrations the backup was taken at, then loads every table in one
 * transaction with triggers and foreign keys off (session_replication_role = replica: the rows
 * are a consistent snapshot already, and the audit trail's append-only trigger must not refuse
 * them), sets the sequences, and puts back the HR key file and (from a version 1 backup) the
 * files. Later migrations run when the app starts.
 */
export async function restore(options: {
  databaseUrl: string;
  dataDir: string;
  file: string;
  force: boolean;
  progress: Progress;
}): Promise<BackupManifest> {
  const client = new Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const filesDir = join(options.dataDir, 'files');
    const keyFile = join(options.dataDir, WORKDAY_KEY_FILE);
    const occupied =
      (await publicTables(client)).length > 0 || (await dataDirHoldsData(options.dataDir));
    if (occupied && !options.force) throw new RestoreError(OCCUPIED);
    if (occupied) {
      await client.query(
        'DROP SCHEMA public CASCADE; CREATE SCHEMA public; DROP SCHEMA IF EXISTS pgboss CASCADE',
      );
      await rm(filesDir, { recursive: true, force: true });
      await rm(keyFile, { force: true });
    }

    const entries = readEntries(createReadStream(options.file).pipe(createGunzip()));
    const first = await entries.next();
    const manifest =
      first.done || first.value.name !== 'manifest.json'
        ? undefined
        : (JSON.parse((await readAll(first.value)).toString('utf8')) as BackupManifest);
    if (manifest?.format !== BACKUP_FORMAT) {
      throw new RestoreError(`${options.file} is not a backup made by npm run db:backup`);
    }
    await migrateTo(options.databaseUrl, manifest.migrations);

    await client.query('BEGIN');
    await client.query('SET LOCAL session_replication_role = replica').catch((error) => {
      if ((error as { code?: string }).code !== '42501') throw error;
      throw new RestoreError(
        'A restore loads rows with triggers off, which the database role may not do: use a ' +
          'superuser, or GRANT SET ON PARAMETER session_replication_role to the owner ' +
          '(PostgreSQL 15+), in DATABASE_MIGRATION_URL',
      );
    });
    // Whatever the migrations put in (reference rows) is replaced by the backup's rows.
    const tables = (await publicTables(client)).filter((name) => name !== MIGRATIONS_TABLE);
    if (tables.length) await client.query(`TRUNCATE ${tables.map(quoteIdent).join(', ')}`);
    let entry = await entries.next();
    let loaded = 0;
    const tableCount = Object.keys(manifest.tables).length;
    for (; !entry.done && entry.value.name.startsWith('db/'); entry = await entries.next()) {
      const table = entry.value.name.slice('db/'.length, -'.jsonl'.length);
      loaded++;
      await loadTable(client, table, linesOf(entry.value), (rows) =>
        options.progress(`Restoring table ${loaded}/${tableCount} ${table}: ${rows} rows`),
      );
    }
    for (const [name, [value, called]] of Object.entries(manifest.sequences)) {
      await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
        quoteIdent(name),
        value,
        called,
      ]);
    }
    await client.query('COMMIT');

    let files = 0;
    for (; !entry.done; entry = await entries.next()) {
      if (entry.value.name === WORKDAY_KEY_FILE) {
        await writeFile(keyFile, await readAll(entry.value), { mode: 0o600 });
        continue;
      }
      const hash = /^files\/[0-9a-f]{2}\/([0-9a-f]{64})$/.exec(entry.value.name)?.[1];
      if (!hash) throw new RestoreError(`Unexpected entry ${entry.value.name} in the backup`);
      const path = storedFilePath(options.dataDir, hash);
      await mkdir(dirname(path), { recursive: true });
      await pipeline(Readable.from(entry.value.body), createWriteStream(path, { mode: 0o600 }));
      files++;
      options.progress(`Restoring file ${files}/${manifest.files.count}`);
    }
    // Version 2 keeps the content in the tables; version 1's files/ entries went to DATA_DIR,
    // from where the app moves them into the database when it starts (LegacyFilesImport).
    if (manifest.version === 1 && files !== manifest.files.count) {
      throw new RestoreError(`The backup holds ${files} of its ${manifest.files.count} files`);
    }
    return manifest;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Applies exactly the migrations the backup's rows were written under. */
async function migrateTo(databaseUrl: string, names: string[]): Promise<void> {
  const known = new Map(
    MIGRATIONS.map((migration) => [new migration().name ?? migration.name, migration]),
  );
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length) {
    throw new RestoreError(
      `The backup was made by a newer version of the portal (unknown migrations: ${unknown.join(', ')}); restore it with that version`,
    );
  }
  const dataSource = new DataSource({
    ...dataSourceOptions(databaseUrl),
    migrations: names.map((name) => known.get(name)!),
  });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await dataSource.destroy();
  }
}

/** Inserts JSON rows in batches of a few MB, only into columns that accept values. */
async function loadTable(
  client: Client,
  table: string,
  lines: AsyncIterable<string>,
  onRows: (rows: number) => void,
): Promise<void> {
  const columns = (
    await client.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER'
        ORDER BY ordinal_position`,
      [table],
    )
  ).rows.map((row) => quoteIdent(row.name));
  if (!columns.length) throw new RestoreError(`The backup's table ${table} is not in the schema`);
  const list = columns.join(', ');
  const insert = `INSERT INTO ${quoteIdent(table)} (${list}) OVERRIDING SYSTEM VALUE
    SELECT ${list} FROM json_populate_recordset(NULL::${quoteIdent(table)}, $1::json)`;
  let batch: string[] = [];
  let bytes = 0;
  let rows = 0;
  const flush = async () => {
    if (!batch.length) return;
    await client.query(insert, [`[${batch.join(',')}]`]);
    rows += batch.length;
    onRows(rows);
    batch = [];
    bytes = 0;
  };
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    bytes += line.length;
    if (bytes >= INSERT_BATCH_BYTES) await flush();
  }
  await flush();
}

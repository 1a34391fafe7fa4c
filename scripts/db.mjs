// npm run db:migrate | db:revert | db:generate -- Name | db:check | db:index | db:seed -- --scale N
// | db:backup [-- FILE] | db:restore -- FILE [--force]
// migrate, revert, seed, backup and restore act on the app's database (DATABASE_URL, else the
// embedded one under DATA_DIR) as its owner (DATABASE_MIGRATION_URL when set; decision 0032),
// the first three under the start-up lock (0042); generate and check compare the entities
// with a fresh, fully migrated throwaway database, so they never depend on local state.
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildServer, root, serverModule } from './lib/server-dist.mjs';

const [command, ...args] = process.argv.slice(2);
const migrationsDir = join(root, 'server/src/database/migrations');

function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function withAppDatabase(work) {
  const { loadConfig } = serverModule('config/app-config');
  const { ensureWritableDataDir } = serverModule('bootstrap/data-dir');
  const { startDatabase } = serverModule('bootstrap/database-server');
  const { createDataSource } = serverModule('database/data-source');
  const config = loadConfig();
  if (!config.databaseUrl) ensureWritableDataDir(config.dataDir);
  const database = await startDatabase(config, () => undefined);
  const dataSource = createDataSource(database.ownerUrl);
  try {
    await dataSource.initialize();
    const lock = serverModule('bootstrap/startup-lock');
    await lock.withStartupLock(database.ownerUrl, () => work(dataSource, database));
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await database.stop();
  }
}

/**
 * The app's database for a backup: DATABASE_URL, else the embedded one a running portal serves
 * from DATA_DIR, else the embedded cluster started for the backup alone (holding DATA_DIR's
 * lock, so no portal starts on it meanwhile).
 */
async function withDatabaseUrl(work, { beside }) {
  const { loadConfig } = serverModule('config/app-config');
  const { startDatabase, runningEmbeddedUrl } = serverModule('bootstrap/database-server');
  const config = loadConfig();
  const running = config.databaseUrl ? undefined : runningEmbeddedUrl(config.dataDir);
  if (running && !beside) {
    fail(`A portal is running on DATA_DIR ${config.dataDir}: stop it first.`);
  }
  if (running) return work(running, config);
  const { ensureWritableDataDir } = serverModule('bootstrap/data-dir');
  const { StartupError } = serverModule('bootstrap/startup-error');
  let database;
  try {
    if (!config.databaseUrl && !beside) ensureWritableDataDir(config.dataDir);
    database = await startDatabase(config, () => undefined);
  } catch (error) {
    if (error instanceof StartupError) fail(error.message);
    throw error;
  }
  try {
    return await work(database.ownerUrl, config);
  } finally {
    await database.stop();
  }
}

/** One line rewritten in place on a terminal; otherwise a line every few seconds. */
function progressLine() {
  let last = 0;
  let shown = '';
  return {
    update(line) {
      if (process.stdout.isTTY) {
        process.stdout.write(`\r${line.slice(0, process.stdout.columns - 1)}\x1b[K`);
        shown = line;
      } else if (Date.now() - last > 3000) {
        process.stdout.write(`${line}\n`);
        last = Date.now();
      }
    },
    done(line) {
      if (process.stdout.isTTY && shown) process.stdout.write('\r\x1b[K');
      process.stdout.write(`${line}\n`);
    },
  };
}

async function withScratchDatabase(work) {
  const { startEmbeddedCluster, createDatabaseIfMissing } = serverModule(
    'bootstrap/database-server',
  );
  const { createDataSource } = serverModule('database/data-source');
  const dir = mkdtempSync(join(root, '.test-data-scratch-'));
  chmodSync(dir, 0o755); // PostgreSQL runs as its own user when we are root
  let cluster;
  let dataSource;
  try {
    const started = await startEmbeddedCluster(join(dir, 'pg'), { fast: true });
    cluster = started.cluster;
    const baseUrl = started.baseUrl;
    dataSource = createDataSource(`${baseUrl}/scratch`);
    await createDatabaseIfMissing(baseUrl, 'scratch');
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    await work(dataSource);
  } finally {
    if (dataSource?.isInitialized) await dataSource.destroy();
    await cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function pendingSchemaChanges(dataSource) {
  const sql = await dataSource.driver.createSchemaBuilder().log();
  return sql;
}

function escape(query) {
  return query.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
}

function migrationSource(className, up, down) {
  const lines = (queries) =>
    queries.map((q) => `    await queryRunner.query(\`${escape(q.query)}\`);`).join('\n');
  return `import { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${lines(up)}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${lines([...down].reverse())}
  }
}
`;
}

/** The DataSource imports migrations from this list, so the app needs no file globbing. */
function migrationIndexSource() {
  const files = readdirSync(migrationsDir)
    .filter((f) => /^\d+-.+\.ts$/.test(f))
    .sort();
  const imports = files.map((f) => {
    const base = f.replace(/\.ts$/, '');
    const className = base.replace(/^(\d+)-(.+)$/, '$2$1');
    return { base, className };
  });
  const source = [
    '// Written by npm run db:generate: every migration, oldest first.',
    ...imports.map(({ base, className }) => `import { ${className} } from './${base}';`),
    '',
    `export const MIGRATIONS = [${imports.map((i) => i.className).join(', ')}];`,
    '',
  ].join('\n');
  return source;
}

function writeMigrationIndex() {
  writeFileSync(join(migrationsDir, 'index.ts'), migrationIndexSource());
}

const commands = {
  async index() {
    writeMigrationIndex();
    console.log('Rewrote server/src/database/migrations/index.ts.');
  },
  async migrate() {
    const { migrateAsOwner } = serverModule('bootstrap/prepare-database');
    await withAppDatabase(async (ds, database) => {
      const pending = await ds.showMigrations();
      await migrateAsOwner(ds, database, console);
      // migrateAsOwner names what it applied.
      if (!pending) console.log('No pending migrations.');
    });
  },
  async revert() {
    await withAppDatabase(async (ds) => {
      await ds.undoLastMigration({ transaction: 'each' });
      console.log('Reverted the last migration.');
    });
  },
  async seed() {
    const scaleFlag = args.indexOf('--scale');
    const scale = scaleFlag >= 0 ? Number(args[scaleFlag + 1]) : 1;
    if (!Number.isInteger(scale) || scale < 1) fail('--scale must be a whole number of at least 1');
    const { seedDemoData, isDatabaseEmpty } = serverModule('database/seed/demo-seed');
    const { migrateAsOwner } = serverModule('bootstrap/prepare-database');
    await withAppDatabase(async (ds, database) => {
      await migrateAsOwner(ds, database);
      if (!(await isDatabaseEmpty(ds)))
        fail('The database already holds data; seed an empty one (new DATA_DIR or database).');
      const started = Date.now();
      const { loadConfig } = serverModule('config/app-config');
      const { demoCredentialLines } = serverModule('bootstrap/prepare-database');
      const config = loadConfig();
      const { credentials, ...summary } = await seedDemoData(ds, {
        scale,
        adminPassword: config.adminPassword,
        opaqueServerSetup: config.opaqueServerSetup,
      });
      console.log(`Seeded in ${Date.now() - started} ms:`, summary);
      console.log(demoCredentialLines(credentials));
    });
  },
  async backup() {
    const { backupFileName, describeBackup } = serverModule('common/db/backup/archives');
    const out = resolve(args.find((a) => !a.startsWith('-')) ?? backupFileName(new Date()));
    const { backup } = serverModule('common/db/backup/backup');
    const progress = progressLine();
    const started = Date.now();
    const manifest = await withDatabaseUrl(
      (databaseUrl, config) =>
        backup({ databaseUrl, dataDir: config.dataDir, out, progress: progress.update }),
      { beside: true },
    );
    progress.done(
      `Backed up ${describeBackup(manifest)} to ${out} ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  },
  async restore() {
    const file = args.find((a) => !a.startsWith('-'));
    if (!file) fail('Usage: npm run db:restore -- FILE [--force]');
    const { restore, assertRestorable, RestoreError } = serverModule('database/backup/restore');
    const progress = progressLine();
    try {
      const { loadConfig } = serverModule('config/app-config');
      await assertRestorable(loadConfig().dataDir, args.includes('--force'));
      const manifest = await withDatabaseUrl(
        (databaseUrl, config) =>
          restore({
            databaseUrl,
            dataDir: config.dataDir,
            file: resolve(file),
            force: args.includes('--force'),
            progress: progress.update,
          }),
        { beside: false },
      );
      const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
      progress.done(
        `Restored ${rows} rows and ${manifest.files.count} files from the backup of ${manifest.createdAt}. ` +
          'npm start serves them (and applies any newer migrations).',
      );
    } catch (error) {
      if (error instanceof RestoreError) fail(`\n${error.message}`);
      throw error;
    }
  },
  async generate() {
    const name = args.find((a) => !a.startsWith('-'));
    if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name))
      fail('Usage: npm run db:generate -- MigrationName (PascalCase)');
    buildServer();
    await withScratchDatabase(async (ds) => {
      const { upQueries, downQueries } = await pendingSchemaChanges(ds);
      if (upQueries.length === 0) {
        console.log('The entities match the migrations: nothing to generate.');
        return;
      }
      const timestamp = Date.now();
      const file = join(migrationsDir, `${timestamp}-${name}.ts`);
      writeFileSync(file, migrationSource(`${name}${timestamp}`, upQueries, downQueries));
      writeMigrationIndex();
      console.log(`Wrote ${file} (${upQueries.length} statements). Review it, then npm run build.`);
    });
  },
  async check() {
    if (readFileSync(join(migrationsDir, 'index.ts'), 'utf8') !== migrationIndexSource()) {
      fail(
        'server/src/database/migrations/index.ts does not list every migration file: run npm run db:index.',
      );
    }
    buildServer();
    await withScratchDatabase(async (ds) => {
      const { upQueries } = await pendingSchemaChanges(ds);
      if (upQueries.length) {
        console.error('Migrations are out of date with the entities. A new migration would run:');
        for (const q of upQueries) console.error(`  ${q.query}`);
        fail('Run npm run db:generate -- Name and commit the result.');
      }
      console.log('Migrations match the entities.');
    });
  },
};

if (!commands[command]) fail(`Usage: node scripts/db.mjs ${Object.keys(commands).join('|')}`);
await commands[command]();

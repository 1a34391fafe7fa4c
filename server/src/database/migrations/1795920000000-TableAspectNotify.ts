import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Written out, not imported: a migration stays what it was when it ran. Each aspect is its
 * table less the columns no aspect reader shows or filters on: an update that changes only
 * those is silent, anything else (a column added later included) is a change.
 */
const ASPECTS = [
  {
    key: 'pdas:heads',
    table: 'pdas',
    ignored: ['version', 'updated', 'update_user_uuid', 'takt_time', 'seat_height'],
    also: null,
  },
  {
    key: 'exams:slots',
    table: 'exams',
    ignored: ['version', 'updated', 'finalized_at', 'scored_at', 'created_by_user_uuid'],
    also: null,
  },
  {
    // Names of the tenant and of client sites (depth 0 and 1) decide who sees what (access by
    // client name) and are shown with locations; names deeper down are not part of it.
    key: 'tree_nodes:shape',
    table: 'tree_nodes',
    ignored: ['version', 'updated', 'description'],
    also: `(OLD.description IS DISTINCT FROM NEW.description AND (cardinality(OLD.ancestors) < 2 OR cardinality(NEW.ancestors) < 2))`,
  },
];

const triggerName = (key: string) => key.replace(':', '_');

/**
 * Polled reads that show only part of a table (decision 0022, "ETags that survive unrelated
 * writes"): besides its table's event (TableVersionNotify), a statement that inserts, deletes
 * or truncates rows sends the aspect's key, and an update sends it for each row whose columns
 * outside the ignored ones changed (PostgreSQL folds one transaction's identical notifications
 * into one). So a PDA field saved (its PDA's version bumps) leaves `pdas:heads` alone, and a
 * second field of an exam already in progress leaves `exams:slots` alone.
 */
export class TableAspectNotify1795920000000 implements MigrationInterface {
  name = 'TableAspectNotify1795920000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION table_aspect_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('portal_events', json_build_object(
          'kind', 'CACHE', 'region', 'tables', 'key', TG_ARGV[0])::text);
        RETURN NULL;
      END $$`);
    for (const { key, table, ignored, also } of ASPECTS) {
      const name = triggerName(key);
      const less = `ARRAY[${ignored.map((c) => `'${c}'`).join(', ')}]`;
      await queryRunner.query(
        `CREATE TRIGGER ${name}_notify
           AFTER INSERT OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT
           EXECUTE FUNCTION table_aspect_notify('${key}')`,
      );
      await queryRunner.query(
        `CREATE TRIGGER ${name}_rows_notify
           AFTER UPDATE ON ${table} FOR EACH ROW
           WHEN ((to_jsonb(OLD) - ${less}) IS DISTINCT FROM (to_jsonb(NEW) - ${less})${also ? ` OR ${also}` : ''})
           EXECUTE FUNCTION table_aspect_notify('${key}')`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const { key, table } of ASPECTS) {
      await queryRunner.query(`DROP TRIGGER ${triggerName(key)}_rows_notify ON ${table}`);
      await queryRunner.query(`DROP TRIGGER ${triggerName(key)}_notify ON ${table}`);
    }
    await queryRunner.query(`DROP FUNCTION table_aspect_notify()`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/** Written out, not imported: a migration stays what it was when it ran. */
const TABLES = [
  'capabilities',
  'exam_fields',
  'exam_locations',
  'exam_room_types',
  'exam_rooms',
  'exam_sections',
  'exam_select_options',
  'exam_type_fields',
  'exam_type_groups',
  'exam_types',
  'exams',
  'id_types',
  'info_sources',
  'match_clients',
  'match_nodes',
  'match_person_sets',
  'pda_demands',
  'pda_elements',
  'pda_fields',
  'pda_objects',
  'pda_tools',
  'pda_type_fields',
  'pda_types',
  'pda_variations',
  'pdas',
  'person_ids',
  'person_metas',
  'persons',
  'security_groups',
  'subjective_value_types',
  'subjective_values',
  'tree_files',
  'tree_levels',
  'tree_nodes',
  'variations',
];

/**
 * Polled reads answer 304 while nothing they read changed (issue 20, decision 0022): every
 * statement that writes one of these tables tells every instance, from PostgreSQL itself and
 * when its transaction commits, so no code path (audited or not, a job, psql) can forget to.
 * One CACHE event for region "tables" per table and transaction (PostgreSQL folds identical
 * notifications of one transaction into one).
 */
export class TableVersionNotify1795900000000 implements MigrationInterface {
  name = 'TableVersionNotify1795900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION table_version_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('portal_events', json_build_object(
          'kind', 'CACHE', 'region', 'tables', 'key', TG_TABLE_NAME)::text);
        RETURN NULL;
      END $$`);
    for (const table of TABLES) {
      await queryRunner.query(
        `CREATE TRIGGER ${table}_version_notify
           AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT
           EXECUTE FUNCTION table_version_notify()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES)
      await queryRunner.query(`DROP TRIGGER ${table}_version_notify ON ${table}`);
    await queryRunner.query(`DROP FUNCTION table_version_notify()`);
  }
}

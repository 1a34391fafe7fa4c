import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail is append-only in PostgreSQL itself (issue 23): a row once written is never
 * changed or removed, whatever the application (or someone at a psql prompt with the app's
 * role) asks. Dropping the whole database is still possible, and so is this migration's revert.
 */
export class AuditAppendOnly1795700000000 implements MigrationInterface {
  name = 'AuditAppendOnly1795700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION audit_entries_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit entries are append-only: % refused', TG_OP
          USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER audit_entries_append_only BEFORE UPDATE OR DELETE ON audit_entries
         FOR EACH ROW EXECUTE FUNCTION audit_entries_refuse_change()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER audit_entries_no_truncate BEFORE TRUNCATE ON audit_entries
         FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_refuse_change()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER audit_entries_no_truncate ON audit_entries`);
    await queryRunner.query(`DROP TRIGGER audit_entries_append_only ON audit_entries`);
    await queryRunner.query(`DROP FUNCTION audit_entries_refuse_change()`);
  }
}

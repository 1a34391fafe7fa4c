import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The header search's contains-searches (decision 0052): trigram indexes on the lower-cased
 * text each kind is searched by, as tree node names already have (NavLinkGroups).
 */
export class FindAnything1796500000000 implements MigrationInterface {
  name = 'FindAnything1796500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(
      `CREATE INDEX "idx_persons_name_trgm" ON "persons" USING GIN (lower("first_name" || ' ' || "last_name") gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_person_ids_id_trgm" ON "person_ids" USING GIN (lower("id") gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_nhp_classes_description_trgm" ON "nhp_classes" USING GIN (lower("description") gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_pdas_description_trgm" ON "pdas" USING GIN (lower("description") gin_trgm_ops)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_pdas_description_trgm"`);
    await queryRunner.query(`DROP INDEX "idx_nhp_classes_description_trgm"`);
    await queryRunner.query(`DROP INDEX "idx_person_ids_id_trgm"`);
    await queryRunner.query(`DROP INDEX "idx_persons_name_trgm"`);
  }
}

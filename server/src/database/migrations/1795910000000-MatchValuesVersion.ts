import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * match_person_sets.values_version: the version of the last write that read the person's
 * measurements, so the what-if's in-memory values re-read only those people (decision 0026).
 * Existing rows start at their version: every one was written by a write that read them.
 */
export class MatchValuesVersion1795910000000 implements MigrationInterface {
  name = 'MatchValuesVersion1795910000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "match_person_sets" ADD "values_version" bigint NOT NULL DEFAULT '0'`,
    );
    await queryRunner.query(`UPDATE "match_person_sets" SET "values_version" = "version"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "match_person_sets" DROP COLUMN "values_version"`);
  }
}

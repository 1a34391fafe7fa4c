import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each person's nearest job node and unmet count beside their bits (decision 0036): a node's
 * change regrades only those it can move. Null until the next full recompute writes it.
 */
export class MatchNearest1796700000000 implements MigrationInterface {
  name = 'MatchNearest1796700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "match_person_sets" ADD "nearest_ordinal" integer`);
    await queryRunner.query(`ALTER TABLE "match_person_sets" ADD "nearest_unmet" integer`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "match_person_sets" DROP COLUMN "nearest_unmet"`);
    await queryRunner.query(`ALTER TABLE "match_person_sets" DROP COLUMN "nearest_ordinal"`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

export class PdaDemandVersion1795410096667 implements MigrationInterface {
  name = 'PdaDemandVersion1795410096667';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "pda_demands" ADD "version" integer NOT NULL DEFAULT '1'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "pda_demands" DROP COLUMN "version"`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

export class CapabilityIsSummary1795565348171 implements MigrationInterface {
  name = 'CapabilityIsSummary1795565348171';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "capabilities" ADD "is_summary" boolean NOT NULL DEFAULT false`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "capabilities" DROP COLUMN "is_summary"`);
  }
}

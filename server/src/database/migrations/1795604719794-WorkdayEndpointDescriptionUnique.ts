import { MigrationInterface, QueryRunner } from 'typeorm';

export class WorkdayEndpointDescriptionUnique1795604719794 implements MigrationInterface {
  name = 'WorkdayEndpointDescriptionUnique1795604719794';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_eb079f452efcc4a64e7faaff20" ON "workday_endpoints" ("description") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_eb079f452efcc4a64e7faaff20"`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

export class WorkdayDefaultEndpoint1795648255555 implements MigrationInterface {
  name = 'WorkdayDefaultEndpoint1795648255555';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "workday_endpoints" ADD "is_default" boolean NOT NULL DEFAULT false`);
    // The endpoint person pages read from until now (the first readable, production first) is
    // marked, so an upgrade reads where it read before; an admin moves the mark from there.
    await queryRunner.query(`UPDATE "workday_endpoints" SET "is_default" = true WHERE "workday_api_uuid" = (SELECT "workday_api_uuid" FROM "workday_endpoints" WHERE "can_read" ORDER BY "is_production" DESC, "description" ASC LIMIT 1)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_workday_endpoints_default" ON "workday_endpoints" ("is_default") WHERE "is_default"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."UQ_workday_endpoints_default"`);
    await queryRunner.query(`ALTER TABLE "workday_endpoints" DROP COLUMN "is_default"`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/** Scheduler triggers by a Quartz cron expression in a time zone, or by an interval (0053). */
export class CronTriggers1796600000000 implements MigrationInterface {
  name = 'CronTriggers1796600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "scheduler_triggers" ADD "cron_expression" character varying(120)`,
    );
    await queryRunner.query(
      `ALTER TABLE "scheduler_triggers" ADD "time_zone" character varying(64) NOT NULL DEFAULT 'UTC'`,
    );
    await queryRunner.query(
      `ALTER TABLE "scheduler_triggers" ALTER COLUMN "interval_seconds" DROP NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "scheduler_triggers" ADD CONSTRAINT "CHK_scheduler_triggers_one_schedule" CHECK (("interval_seconds" IS NULL) <> ("cron_expression" IS NULL))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "scheduler_triggers" WHERE "interval_seconds" IS NULL`);
    await queryRunner.query(
      `ALTER TABLE "scheduler_triggers" DROP CONSTRAINT "CHK_scheduler_triggers_one_schedule"`,
    );
    await queryRunner.query(
      `ALTER TABLE "scheduler_triggers" ALTER COLUMN "interval_seconds" SET NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE "scheduler_triggers" DROP COLUMN "time_zone"`);
    await queryRunner.query(`ALTER TABLE "scheduler_triggers" DROP COLUMN "cron_expression"`);
  }
}

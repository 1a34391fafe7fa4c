import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The nightly full match recompute (decision 0036): the safety net behind the regrades each
 * change enqueues, on every database, existing ones included (the demo seed runs only on an
 * empty one). Daily, first at the next 02:00 UTC; added only where no matchRecompute trigger
 * exists, so one an administrator set up is kept as it is.
 */
export class NightlyMatchRecompute1796100000000 implements MigrationInterface {
  name = 'NightlyMatchRecompute1796100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `INSERT INTO "scheduler_triggers" ("trigger_uuid", "job_class", "interval_seconds", "state", "next_fire_at")
       SELECT uuid_generate_v4(), 'matchRecompute', 86400, 'NORMAL',
              date_trunc('day', now() - interval '2 hours', 'UTC') + interval '1 day 2 hours'
        WHERE NOT EXISTS (SELECT 1 FROM "scheduler_triggers" WHERE "job_class" = 'matchRecompute')`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM "scheduler_triggers" WHERE "job_class" = 'matchRecompute'
          AND "interval_seconds" = 86400 AND "created_by_user_uuid" IS NULL`,
    );
  }
}

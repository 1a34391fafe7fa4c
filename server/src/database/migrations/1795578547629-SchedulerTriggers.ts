import { MigrationInterface, QueryRunner } from 'typeorm';

export class SchedulerTriggers1795578547629 implements MigrationInterface {
  name = 'SchedulerTriggers1795578547629';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."scheduler_trigger_state" AS ENUM('NORMAL', 'PAUSED')`);
    await queryRunner.query(`CREATE TABLE "scheduler_triggers" ("trigger_uuid" uuid NOT NULL, "job_class" character varying(100) NOT NULL, "interval_seconds" integer NOT NULL, "state" "public"."scheduler_trigger_state" NOT NULL DEFAULT 'NORMAL', "next_fire_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_fire_at" TIMESTAMP WITH TIME ZONE, "last_run_uuid" uuid, "created_by_user_uuid" uuid, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_83b61fbdf08a4e3b7604a1d0a3a" PRIMARY KEY ("trigger_uuid"))`);
    await queryRunner.query(`CREATE INDEX "IDX_e63e3e6e0f58eb1e1f9b0c82a9" ON "scheduler_triggers" ("next_fire_at") `);
    await queryRunner.query(`CREATE TABLE "scheduler_state" ("id" integer NOT NULL, "standby" boolean NOT NULL DEFAULT false, "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_262e0e4736965f6436b5d9e50cd" PRIMARY KEY ("id"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "scheduler_state"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e63e3e6e0f58eb1e1f9b0c82a9"`);
    await queryRunner.query(`DROP TABLE "scheduler_triggers"`);
    await queryRunner.query(`DROP TYPE "public"."scheduler_trigger_state"`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

export class LiveSockets1796300000000 implements MigrationInterface {
  name = 'LiveSockets1796300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Hand-edited: UNLOGGED (TypeORM cannot say it). Open sockets do not outlive a crash of
    // PostgreSQL, so neither need their rows; writes skip the WAL.
    await queryRunner.query(`CREATE UNLOGGED TABLE "live_sockets" ("socket_uuid" uuid NOT NULL, "user_uuid" uuid NOT NULL, "instance_id" uuid NOT NULL, "opened_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5f3df9abb7002a0e4f22b6fa2f0" PRIMARY KEY ("socket_uuid"))`);
    await queryRunner.query(`CREATE INDEX "IDX_dcf4463e73089fca537bc7b5b7" ON "live_sockets" ("user_uuid") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_dcf4463e73089fca537bc7b5b7"`);
    await queryRunner.query(`DROP TABLE "live_sockets"`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795400578888 implements MigrationInterface {
  name = 'Initial1795400578888';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."job_run_status" AS ENUM('QUEUED', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED')`);
    await queryRunner.query(`CREATE TABLE "job_runs" ("quartz_job_uuid" uuid NOT NULL, "job_name" character varying(100) NOT NULL, "status" "public"."job_run_status" NOT NULL DEFAULT 'QUEUED', "current_step" integer NOT NULL DEFAULT '0', "total_steps" integer NOT NULL DEFAULT '0', "status_message" text NOT NULL DEFAULT '', "output_file" text, "data" jsonb NOT NULL DEFAULT '{}', "boss_job_id" uuid, "instance_id" uuid, "attempts" integer NOT NULL DEFAULT '0', "created_by_user_uuid" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "started_at" TIMESTAMP WITH TIME ZONE, "finished_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_1c95072ff6d0a2b62b038a36c1e" PRIMARY KEY ("quartz_job_uuid"))`);
    await queryRunner.query(`CREATE INDEX "IDX_f4040a73e315acb0d5abef250e" ON "job_runs" ("job_name") `);
    await queryRunner.query(`CREATE INDEX "IDX_a69edb4915f2ab6d6d02b7f599" ON "job_runs" ("status") `);
    await queryRunner.query(`CREATE TABLE "app_instances" ("instance_id" uuid NOT NULL, "hostname" character varying(255) NOT NULL, "pid" integer NOT NULL, "started_at" TIMESTAMP WITH TIME ZONE NOT NULL, "heartbeat_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_8e16ff5b231ba105ddf2a9a33ba" PRIMARY KEY ("instance_id"))`);
    await queryRunner.query(`CREATE TABLE "change_log_entries" ("change_log_entry_uuid" uuid NOT NULL, "entry_date" date NOT NULL, "description" text NOT NULL, CONSTRAINT "PK_60d1b924d7eed2ad6af5ad33728" PRIMARY KEY ("change_log_entry_uuid"))`);
    await queryRunner.query(`CREATE TABLE "nav_links" ("nav_link_uuid" uuid NOT NULL, "parent_nav_link_uuid" uuid, "description" character varying(200) NOT NULL, "icon" character varying(100) NOT NULL, "to" character varying(300) NOT NULL, "enabled" boolean NOT NULL DEFAULT true, "ordinal" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_aa0d00d7ef447776eb3065ea0be" PRIMARY KEY ("nav_link_uuid"))`);
    await queryRunner.query(`CREATE INDEX "IDX_11b035a2d6bd1231662c68e8ad" ON "nav_links" ("parent_nav_link_uuid") `);
    await queryRunner.query(`CREATE TABLE "tree_levels" ("level_uuid" uuid NOT NULL, "description" character varying(100) NOT NULL, "ordinal" integer NOT NULL, "hidden_in_listings" boolean NOT NULL DEFAULT false, CONSTRAINT "UQ_2d6fd931abc4ac55223e40a5a24" UNIQUE ("description"), CONSTRAINT "PK_9759699cba7351dcc4d29f3fa84" PRIMARY KEY ("level_uuid"))`);
    await queryRunner.query(`CREATE TABLE "tree_nodes" ("node_uuid" uuid NOT NULL, "description" character varying(200) NOT NULL, "enabled" boolean NOT NULL DEFAULT true, "parent_node_uuid" uuid, "level_uuid" uuid NOT NULL, "ancestors" uuid array NOT NULL DEFAULT '{}', "trashed_at" TIMESTAMP WITH TIME ZONE, "version" integer NOT NULL DEFAULT '1', "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_dae5a2c939369664fb1ba536aeb" PRIMARY KEY ("node_uuid"))`);
    await queryRunner.query(`CREATE INDEX "IDX_bea2715d5d73000b180111821d" ON "tree_nodes" ("parent_node_uuid") `);
    await queryRunner.query(`ALTER TABLE "tree_nodes" ADD CONSTRAINT "FK_bea2715d5d73000b180111821dd" FOREIGN KEY ("parent_node_uuid") REFERENCES "tree_nodes"("node_uuid") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "tree_nodes" ADD CONSTRAINT "FK_870028e39224b7d63f31777a80c" FOREIGN KEY ("level_uuid") REFERENCES "tree_levels"("level_uuid") ON DELETE NO ACTION ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tree_nodes" DROP CONSTRAINT "FK_870028e39224b7d63f31777a80c"`);
    await queryRunner.query(`ALTER TABLE "tree_nodes" DROP CONSTRAINT "FK_bea2715d5d73000b180111821dd"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_bea2715d5d73000b180111821d"`);
    await queryRunner.query(`DROP TABLE "tree_nodes"`);
    await queryRunner.query(`DROP TABLE "tree_levels"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_11b035a2d6bd1231662c68e8ad"`);
    await queryRunner.query(`DROP TABLE "nav_links"`);
    await queryRunner.query(`DROP TABLE "change_log_entries"`);
    await queryRunner.query(`DROP TABLE "app_instances"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a69edb4915f2ab6d6d02b7f599"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f4040a73e315acb0d5abef250e"`);
    await queryRunner.query(`DROP TABLE "job_runs"`);
    await queryRunner.query(`DROP TYPE "public"."job_run_status"`);
  }
}

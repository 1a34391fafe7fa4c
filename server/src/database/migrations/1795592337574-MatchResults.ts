import { MigrationInterface, QueryRunner } from 'typeorm';

export class MatchResults1795592337574 implements MigrationInterface {
  name = 'MatchResults1795592337574';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "match_clients" ("client_node_uuid" uuid NOT NULL, "version" bigint NOT NULL DEFAULT '0', "demands_version" bigint NOT NULL DEFAULT '0', "full_recompute_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_2d4c64df3abed33a9cab2a46e15" PRIMARY KEY ("client_node_uuid"))`);
    await queryRunner.query(`CREATE TABLE "match_nodes" ("node_uuid" uuid NOT NULL, "client_node_uuid" uuid NOT NULL, "ordinal" integer NOT NULL, CONSTRAINT "uq_match_nodes_client_ordinal" UNIQUE ("client_node_uuid", "ordinal"), CONSTRAINT "PK_516828629bca68439e15ed50100" PRIMARY KEY ("node_uuid"))`);
    await queryRunner.query(`CREATE TABLE "match_person_sets" ("person_uuid" uuid NOT NULL, "client_node_uuid" uuid NOT NULL, "bits" bytea NOT NULL, "version" bigint NOT NULL, "computed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8b57286c2c4468a9c4acd4f0cd3" PRIMARY KEY ("person_uuid"))`);
    await queryRunner.query(`CREATE INDEX "idx_match_person_sets_client_version" ON "match_person_sets" ("client_node_uuid", "version") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."idx_match_person_sets_client_version"`);
    await queryRunner.query(`DROP TABLE "match_person_sets"`);
    await queryRunner.query(`DROP TABLE "match_nodes"`);
    await queryRunner.query(`DROP TABLE "match_clients"`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

export class UsersAndSessions1795402003942 implements MigrationInterface {
  name = 'UsersAndSessions1795402003942';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "audit_entries" ("audit_entry_uuid" uuid NOT NULL DEFAULT uuid_generate_v4(), "entity_type" character varying(60) NOT NULL, "entity_id" character varying(100) NOT NULL, "action" character varying(60) NOT NULL, "actor_user_uuid" uuid, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "before" jsonb, "after" jsonb, CONSTRAINT "PK_44bb2544d2ac72c0dd99c6b3144" PRIMARY KEY ("audit_entry_uuid"))`);
    await queryRunner.query(`CREATE INDEX "IDX_72fa5f8031d03379af0a0bb9cc" ON "audit_entries" ("entity_type", "entity_id") `);
    await queryRunner.query(`CREATE TABLE "login_attempts" ("user_code" character varying(100) NOT NULL, "server_login_state" text NOT NULL, "user_uuid" uuid, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_79ecb3000921891d535dfb0cf99" PRIMARY KEY ("user_code"))`);
    await queryRunner.query(`CREATE TABLE "rate_limit_buckets" ("bucket_key" character varying(300) NOT NULL, "window_start" TIMESTAMP WITH TIME ZONE NOT NULL, "hits" integer NOT NULL, CONSTRAINT "PK_f365e73aba01da9c10ec19c35ff" PRIMARY KEY ("bucket_key"))`);
    await queryRunner.query(`CREATE TABLE "server_secrets" ("name" character varying(100) NOT NULL, "value" text NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_776280895f188bb4dd7028779cd" PRIMARY KEY ("name"))`);
    await queryRunner.query(`CREATE TABLE "security_groups" ("security_group_code" character varying(150) NOT NULL, "description" character varying(300) NOT NULL, CONSTRAINT "PK_888c1a5cd3ad3b047a5ae8be261" PRIMARY KEY ("security_group_code"))`);
    await queryRunner.query(`CREATE TABLE "user_security_groups" ("user_uuid" uuid NOT NULL, "security_group_code" character varying(150) NOT NULL, CONSTRAINT "PK_f27b001867b92ab85d4c374b954" PRIMARY KEY ("user_uuid", "security_group_code"))`);
    await queryRunner.query(`CREATE TABLE "users" ("user_uuid" uuid NOT NULL, "user_code" character varying(100) NOT NULL, "email_address" character varying(320) NOT NULL, "first_name" character varying(100) NOT NULL, "last_name" character varying(100) NOT NULL, "enabled" boolean NOT NULL DEFAULT true, "locked" boolean NOT NULL DEFAULT false, "locked_until" TIMESTAMP WITH TIME ZONE, "failed_auth_count" integer NOT NULL DEFAULT '0', "last_login" TIMESTAMP WITH TIME ZONE, "registration_record" text, "version" integer NOT NULL DEFAULT '1', "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5832c6d9b84363dc2525015d46c" PRIMARY KEY ("user_uuid"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_23351656ab098559729ac15f50" ON "users" ("user_code") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_d1a16364b1f276e14e8e4cfc47" ON "users" ("email_address") `);
    await queryRunner.query(`CREATE TABLE "sessions" ("session_id" uuid NOT NULL, "user_uuid" uuid NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_seen" TIMESTAMP WITH TIME ZONE NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "is_open" boolean NOT NULL DEFAULT true, "closed_at" TIMESTAMP WITH TIME ZONE, "close_reason" character varying(50), "user_agent" character varying(500) NOT NULL DEFAULT '', "address" character varying(100) NOT NULL DEFAULT '', "properties" jsonb NOT NULL DEFAULT '{}', CONSTRAINT "PK_9340188c93349808f10d1db74a8" PRIMARY KEY ("session_id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_2fd977b992cb1f1656c46670f5" ON "sessions" ("user_uuid") `);
    await queryRunner.query(`CREATE INDEX "IDX_e9b9b2506cb6c0436439acc668" ON "sessions" ("is_open") `);
    await queryRunner.query(`CREATE TABLE "sso_domains" ("domain" character varying(253) NOT NULL, "description" character varying(300) NOT NULL DEFAULT '', "tenant_id" character varying(100) NOT NULL, "client_id" character varying(100) NOT NULL, "client_secret" text NOT NULL, "authority" character varying(500) NOT NULL, "enabled" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_586adb1f29cd99ed778c30fb1fd" PRIMARY KEY ("domain"))`);
    await queryRunner.query(`CREATE TABLE "user_tokens" ("token_hash" character(64) NOT NULL, "user_uuid" uuid NOT NULL, "purpose" character varying(20) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "consumed_at" TIMESTAMP WITH TIME ZONE, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ebdd918653813b59cdd5d379b5b" PRIMARY KEY ("token_hash"))`);
    await queryRunner.query(`CREATE INDEX "IDX_294dd699932ed91162b83a4a76" ON "user_tokens" ("user_uuid") `);
    await queryRunner.query(`CREATE TABLE "user_preferences" ("user_uuid" uuid NOT NULL, "key" character varying(200) NOT NULL, "value" jsonb NOT NULL, "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4aaf05faef8206c884deda520d9" PRIMARY KEY ("user_uuid", "key"))`);
    await queryRunner.query(`ALTER TABLE "user_security_groups" ADD CONSTRAINT "FK_929b6fd99fe2abac4376d0551b8" FOREIGN KEY ("user_uuid") REFERENCES "users"("user_uuid") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "user_security_groups" ADD CONSTRAINT "FK_ec885111b0f185de13d33657478" FOREIGN KEY ("security_group_code") REFERENCES "security_groups"("security_group_code") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "sessions" ADD CONSTRAINT "FK_2fd977b992cb1f1656c46670f50" FOREIGN KEY ("user_uuid") REFERENCES "users"("user_uuid") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "user_preferences" ADD CONSTRAINT "FK_53ffbf9801979810db40f5d130a" FOREIGN KEY ("user_uuid") REFERENCES "users"("user_uuid") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user_preferences" DROP CONSTRAINT "FK_53ffbf9801979810db40f5d130a"`);
    await queryRunner.query(`ALTER TABLE "sessions" DROP CONSTRAINT "FK_2fd977b992cb1f1656c46670f50"`);
    await queryRunner.query(`ALTER TABLE "user_security_groups" DROP CONSTRAINT "FK_ec885111b0f185de13d33657478"`);
    await queryRunner.query(`ALTER TABLE "user_security_groups" DROP CONSTRAINT "FK_929b6fd99fe2abac4376d0551b8"`);
    await queryRunner.query(`DROP TABLE "user_preferences"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_294dd699932ed91162b83a4a76"`);
    await queryRunner.query(`DROP TABLE "user_tokens"`);
    await queryRunner.query(`DROP TABLE "sso_domains"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e9b9b2506cb6c0436439acc668"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2fd977b992cb1f1656c46670f5"`);
    await queryRunner.query(`DROP TABLE "sessions"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d1a16364b1f276e14e8e4cfc47"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_23351656ab098559729ac15f50"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP TABLE "user_security_groups"`);
    await queryRunner.query(`DROP TABLE "security_groups"`);
    await queryRunner.query(`DROP TABLE "server_secrets"`);
    await queryRunner.query(`DROP TABLE "rate_limit_buckets"`);
    await queryRunner.query(`DROP TABLE "login_attempts"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_72fa5f8031d03379af0a0bb9cc"`);
    await queryRunner.query(`DROP TABLE "audit_entries"`);
  }
}

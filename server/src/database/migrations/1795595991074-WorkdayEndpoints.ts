import { MigrationInterface, QueryRunner } from 'typeorm';

export class WorkdayEndpoints1795595991074 implements MigrationInterface {
  name = 'WorkdayEndpoints1795595991074';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "workday_endpoints" ("version" integer NOT NULL DEFAULT '1', "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "workday_api_uuid" uuid NOT NULL, "description" character varying(200) NOT NULL, "uri" character varying(500) NOT NULL, "tenant" character varying(100) NOT NULL, "isu" character varying(200) NOT NULL, "client_id" character varying(200) NOT NULL, "client_secret_encrypted" text NOT NULL, "refresh_token_encrypted" text NOT NULL, "api_version" character varying(10) NOT NULL DEFAULT 'v44.0', "can_read" boolean NOT NULL DEFAULT true, "can_write" boolean NOT NULL DEFAULT false, "is_production" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_72c0e13d0b6376081fad573f2a5" PRIMARY KEY ("workday_api_uuid"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "workday_endpoints"`);
  }
}

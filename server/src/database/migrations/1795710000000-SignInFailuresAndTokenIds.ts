import { MigrationInterface, QueryRunner } from 'typeorm';

export class SignInFailuresAndTokenIds1795710000000 implements MigrationInterface {
  name = 'SignInFailuresAndTokenIds1795710000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "sign_in_failures" ("user_code" character varying(100) NOT NULL, "address" character varying(100) NOT NULL, "failures" integer NOT NULL, "last_failure_at" TIMESTAMP WITH TIME ZONE NOT NULL, "delayed_until" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_90d138aaf4e5c5f6e89575656c5" PRIMARY KEY ("user_code", "address"))`);
    await queryRunner.query(`ALTER TABLE "login_attempts" ADD "address" character varying(100) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "login_attempts" DROP CONSTRAINT "PK_79ecb3000921891d535dfb0cf99"`);
    await queryRunner.query(`ALTER TABLE "login_attempts" ADD CONSTRAINT "PK_4bf87a9b584801190a3d081ae27" PRIMARY KEY ("user_code", "address")`);
    await queryRunner.query(`ALTER TABLE "sessions" ADD "token_id" uuid`);
    await queryRunner.query(`ALTER TABLE "sessions" ADD "replaced_token_id" uuid`);
    await queryRunner.query(`ALTER TABLE "sessions" ADD "replaced_until" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sessions" DROP COLUMN "replaced_until"`);
    await queryRunner.query(`ALTER TABLE "sessions" DROP COLUMN "replaced_token_id"`);
    await queryRunner.query(`ALTER TABLE "sessions" DROP COLUMN "token_id"`);
    await queryRunner.query(`ALTER TABLE "login_attempts" DROP CONSTRAINT "PK_4bf87a9b584801190a3d081ae27"`);
    await queryRunner.query(`ALTER TABLE "login_attempts" ADD CONSTRAINT "PK_79ecb3000921891d535dfb0cf99" PRIMARY KEY ("user_code")`);
    await queryRunner.query(`ALTER TABLE "login_attempts" DROP COLUMN "address"`);
    await queryRunner.query(`DROP TABLE "sign_in_failures"`);
  }
}

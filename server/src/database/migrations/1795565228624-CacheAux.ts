import { MigrationInterface, QueryRunner } from 'typeorm';

export class CacheAux1795565228624 implements MigrationInterface {
  name = 'CacheAux1795565228624';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Hand-edited: UNLOGGED (TypeORM cannot say it). A cache needs no WAL and no crash safety;
    // PostgreSQL empties the table after a crash, which a cache tolerates.
    await queryRunner.query(`CREATE UNLOGGED TABLE "cache_aux_entries" ("region" character varying(100) NOT NULL, "key" character varying(500) NOT NULL, "value" jsonb NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "bytes" integer NOT NULL, CONSTRAINT "PK_883974f9fb50ba56d64b3a89188" PRIMARY KEY ("region", "key"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "cache_aux_entries"`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Files, reports and the HR key's fingerprint in the database, shared by every instance
 * (decision 0043). The pieces are stored uncompressed (STORAGE EXTERNAL): uploads and PDFs are
 * compressed already, and PostgreSQL would only spend time trying. Bulk reports' output files
 * become relative keys; the bytes themselves move in when each instance starts (its disk held
 * its own), by LegacyFilesImport and LegacyReportsImport.
 */
export class SharedStorage1796243000000 implements MigrationInterface {
  name = 'SharedStorage1796243000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "workday_key_fingerprints" ("name" character varying(40) NOT NULL, "fingerprint" text NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_83a86f8e0e343e3e9d75177e7a8" PRIMARY KEY ("name"))`);
    await queryRunner.query(`CREATE TABLE "stored_objects" ("key" character varying(300) NOT NULL, "bytes" bigint NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_078d1e920d022c4e03e8d8a59fc" PRIMARY KEY ("key"))`);
    await queryRunner.query(`CREATE TABLE "stored_object_chunks" ("key" character varying(300) NOT NULL, "seq" integer NOT NULL, "data" bytea NOT NULL, CONSTRAINT "PK_9b6c8ec33c3adddc18811f85612" PRIMARY KEY ("key", "seq"))`);
    await queryRunner.query(`ALTER TABLE "stored_object_chunks" ADD CONSTRAINT "FK_1602414da6bf8f50ee6e5315cc4" FOREIGN KEY ("key") REFERENCES "stored_objects"("key") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "stored_object_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL`);
    await queryRunner.query(
      `UPDATE "job_runs" SET "output_file" = 'reports/' || substring("output_file" from '[^/]+$')
        WHERE "output_file" LIKE '/%'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // The reports were in the database only: their runs forget them (a new one can be made).
    await queryRunner.query(`UPDATE "job_runs" SET "output_file" = NULL WHERE "output_file" LIKE 'reports/%'`);
    await queryRunner.query(`ALTER TABLE "stored_object_chunks" DROP CONSTRAINT "FK_1602414da6bf8f50ee6e5315cc4"`);
    await queryRunner.query(`DROP TABLE "stored_object_chunks"`);
    await queryRunner.query(`DROP TABLE "stored_objects"`);
    await queryRunner.query(`DROP TABLE "workday_key_fingerprints"`);
  }
}

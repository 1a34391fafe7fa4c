import { MigrationInterface, QueryRunner } from 'typeorm';

export class FilesAndPdf1795403942947 implements MigrationInterface {
  name = 'FilesAndPdf1795403942947';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "tree_files" ("file_uuid" uuid NOT NULL, "node_uuid" uuid NOT NULL, "name" character varying(255) NOT NULL, "bytes" bigint NOT NULL, "content_hash" character(64) NOT NULL, "mime_type" character varying(255) NOT NULL, "file_type_uuid" uuid, "zero_bytes" boolean NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by_user_uuid" uuid NOT NULL, CONSTRAINT "PK_57b158b2d35c76a117afbb48144" PRIMARY KEY ("file_uuid"))`);
    await queryRunner.query(`CREATE INDEX "IDX_b726c5c2df291c8c1ea9fdc7fd" ON "tree_files" ("node_uuid") `);
    await queryRunner.query(`CREATE INDEX "IDX_4d7a774b2e152ce042f66f6aed" ON "tree_files" ("content_hash") `);
    await queryRunner.query(`ALTER TABLE "tree_files" ADD CONSTRAINT "FK_b726c5c2df291c8c1ea9fdc7fd9" FOREIGN KEY ("node_uuid") REFERENCES "tree_nodes"("node_uuid") ON DELETE RESTRICT ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tree_files" DROP CONSTRAINT "FK_b726c5c2df291c8c1ea9fdc7fd9"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4d7a774b2e152ce042f66f6aed"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b726c5c2df291c8c1ea9fdc7fd"`);
    await queryRunner.query(`DROP TABLE "tree_files"`);
  }
}

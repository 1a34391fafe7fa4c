import { MigrationInterface, QueryRunner } from 'typeorm';

export class PdaModel1795403620796 implements MigrationInterface {
  name = 'PdaModel1795403620796';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "capabilities" ("capability_uuid" uuid NOT NULL, "code" character varying(100) NOT NULL, "type" character varying(30) NOT NULL, "units" character varying(20), "min_value" double precision, "max_value" double precision, "description" character varying(300) NOT NULL, "direction" character varying(10) NOT NULL DEFAULT 'NONE', "subjective_value_type_uuid" uuid, "ordinal" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_82c4179610a7806f83d380e1d1b" PRIMARY KEY ("capability_uuid"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_13d6a369807503bcc1bfed7a45" ON "capabilities" ("code") `);
    await queryRunner.query(`CREATE TABLE "subjective_value_types" ("subjective_value_type_uuid" uuid NOT NULL, "description" character varying(200) NOT NULL, CONSTRAINT "PK_928678817088f67cabec9177f00" PRIMARY KEY ("subjective_value_type_uuid"))`);
    await queryRunner.query(`CREATE TABLE "subjective_values" ("subjective_value_uuid" uuid NOT NULL, "subjective_value_type_uuid" uuid NOT NULL, "value" double precision NOT NULL, "min_value" double precision, "max_value" double precision, "min_strict" boolean NOT NULL DEFAULT false, "max_strict" boolean NOT NULL DEFAULT false, "description" character varying(300) NOT NULL DEFAULT '', "subjective_value" character varying(100) NOT NULL, CONSTRAINT "PK_cb9ae185390663e9a4e36ffc4ea" PRIMARY KEY ("subjective_value_uuid"))`);
    await queryRunner.query(`CREATE INDEX "IDX_4015878148c7f543d9c02a00c7" ON "subjective_values" ("subjective_value_type_uuid") `);
    await queryRunner.query(`CREATE TABLE "pda_types" ("pda_type_uuid" uuid NOT NULL, "description" character varying(200) NOT NULL, "editable" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_d1acaf71c4416a5497356e3999a" PRIMARY KEY ("pda_type_uuid"))`);
    await queryRunner.query(`CREATE TABLE "pda_type_fields" ("pda_type_field_uuid" uuid NOT NULL, "pda_type_uuid" uuid NOT NULL, "pda_type_field_code" character varying(100) NOT NULL, "description" character varying(300) NOT NULL, "field_group" character varying(100) NOT NULL DEFAULT '', "field_group_ordinal" integer NOT NULL DEFAULT '0', "format" character varying(30) NOT NULL DEFAULT 'text', CONSTRAINT "PK_23acd5cc1e34420913616b9613a" PRIMARY KEY ("pda_type_field_uuid"))`);
    await queryRunner.query(`CREATE INDEX "IDX_eaa7aaf4ae999fabd4ea5cb4cc" ON "pda_type_fields" ("pda_type_uuid") `);
    await queryRunner.query(`CREATE TABLE "variations" ("variation_uuid" uuid NOT NULL, "description" character varying(200) NOT NULL, "short_description" character varying(30) NOT NULL, CONSTRAINT "PK_787e155ce766dddef5f2b3f1f4e" PRIMARY KEY ("variation_uuid"))`);
    await queryRunner.query(`CREATE TABLE "pdas" ("pda_uuid" uuid NOT NULL, "node_uuid" uuid NOT NULL, "description" character varying(300) NOT NULL, "pda_type_uuid" uuid NOT NULL, "pda_status_enum" character varying(20) NOT NULL DEFAULT 'INPROGRESS', "takt_time" double precision, "seat_height" double precision, "create_user_uuid" uuid, "update_user_uuid" uuid, "version" integer NOT NULL DEFAULT '1', "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e213d7a173ebf691bd200e8b8cc" PRIMARY KEY ("pda_uuid"))`);
    await queryRunner.query(`CREATE INDEX "IDX_e095a8e2905b3c32ac3e0467d2" ON "pdas" ("node_uuid") `);
    await queryRunner.query(`CREATE INDEX "IDX_126789fc0a9cb4f6535122a1cb" ON "pdas" ("pda_status_enum") `);
    await queryRunner.query(`CREATE TABLE "pda_variations" ("pda_uuid" uuid NOT NULL, "variation_uuid" uuid NOT NULL, CONSTRAINT "PK_0259640805bbc05a628b19cc843" PRIMARY KEY ("pda_uuid", "variation_uuid"))`);
    await queryRunner.query(`CREATE TABLE "pda_fields" ("pda_uuid" uuid NOT NULL, "pda_type_field_uuid" uuid NOT NULL, "string_value" text NOT NULL DEFAULT '', "value_type" character varying(30), "version" integer NOT NULL DEFAULT '1', CONSTRAINT "PK_bc4cc78d7f6fe6bf4e275d40ea1" PRIMARY KEY ("pda_uuid", "pda_type_field_uuid"))`);
    await queryRunner.query(`CREATE TABLE "pda_elements" ("element_uuid" uuid NOT NULL, "pda_uuid" uuid NOT NULL, "ordinal" integer NOT NULL, "teba_ordinal" integer, "description" character varying(500) NOT NULL, "duration" double precision NOT NULL DEFAULT '0', "percent" double precision NOT NULL DEFAULT '0', CONSTRAINT "PK_5f4167e6ca30175852a747388a6" PRIMARY KEY ("element_uuid"))`);
    await queryRunner.query(`CREATE INDEX "IDX_971e79933b55df2401b74544bd" ON "pda_elements" ("pda_uuid") `);
    await queryRunner.query(`CREATE TABLE "pda_objects" ("object_uuid" uuid NOT NULL, "pda_uuid" uuid NOT NULL, "ordinal" integer NOT NULL DEFAULT '0', "description" character varying(300) NOT NULL, "exertions" jsonb NOT NULL DEFAULT '{}', CONSTRAINT "PK_a6ec1bdf6b12fb6b8e8a839328a" PRIMARY KEY ("object_uuid"))`);
    await queryRunner.query(`CREATE INDEX "IDX_9e940e7faf9b99b54b765bb739" ON "pda_objects" ("pda_uuid") `);
    await queryRunner.query(`CREATE TABLE "pda_tools" ("tool_uuid" uuid NOT NULL, "pda_uuid" uuid NOT NULL, "ordinal" integer NOT NULL DEFAULT '0', "description" character varying(300) NOT NULL, "trigger" integer NOT NULL DEFAULT '0', "grip_reps" integer NOT NULL DEFAULT '0', "grip_kg" double precision NOT NULL DEFAULT '0', "grip_side" character varying(10) NOT NULL DEFAULT 'EITHER', "vibratory" boolean NOT NULL DEFAULT false, "activation_force" double precision NOT NULL DEFAULT '0', CONSTRAINT "PK_a4e922510afb6092f3aa066271c" PRIMARY KEY ("tool_uuid"))`);
    await queryRunner.query(`CREATE INDEX "IDX_f3e4ed820d6184b2d2f77dd56c" ON "pda_tools" ("pda_uuid") `);
    await queryRunner.query(`CREATE TABLE "pda_demands" ("pda_uuid" uuid NOT NULL, "capability_uuid" uuid NOT NULL, "value" character varying(2000) NOT NULL, CONSTRAINT "PK_0fb9831c6d79d2d9ed716170963" PRIMARY KEY ("pda_uuid", "capability_uuid"))`);
    await queryRunner.query(`ALTER TABLE "pdas" ADD CONSTRAINT "FK_e095a8e2905b3c32ac3e0467d2a" FOREIGN KEY ("node_uuid") REFERENCES "tree_nodes"("node_uuid") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "pdas" ADD CONSTRAINT "FK_ac13bf39a9bcba704ab939a6cf8" FOREIGN KEY ("pda_type_uuid") REFERENCES "pda_types"("pda_type_uuid") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "pda_variations" ADD CONSTRAINT "FK_f505100c36a108112134acf1974" FOREIGN KEY ("pda_uuid") REFERENCES "pdas"("pda_uuid") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "pda_fields" ADD CONSTRAINT "FK_1183ad01353439ac6a2b4cb9173" FOREIGN KEY ("pda_uuid") REFERENCES "pdas"("pda_uuid") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "pda_elements" ADD CONSTRAINT "FK_971e79933b55df2401b74544bd5" FOREIGN KEY ("pda_uuid") REFERENCES "pdas"("pda_uuid") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "pda_objects" ADD CONSTRAINT "FK_9e940e7faf9b99b54b765bb7396" FOREIGN KEY ("pda_uuid") REFERENCES "pdas"("pda_uuid") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "pda_tools" ADD CONSTRAINT "FK_f3e4ed820d6184b2d2f77dd56c7" FOREIGN KEY ("pda_uuid") REFERENCES "pdas"("pda_uuid") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "pda_demands" ADD CONSTRAINT "FK_e1cd10d40a7799b0da2dba3cff8" FOREIGN KEY ("pda_uuid") REFERENCES "pdas"("pda_uuid") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "pda_demands" DROP CONSTRAINT "FK_e1cd10d40a7799b0da2dba3cff8"`);
    await queryRunner.query(`ALTER TABLE "pda_tools" DROP CONSTRAINT "FK_f3e4ed820d6184b2d2f77dd56c7"`);
    await queryRunner.query(`ALTER TABLE "pda_objects" DROP CONSTRAINT "FK_9e940e7faf9b99b54b765bb7396"`);
    await queryRunner.query(`ALTER TABLE "pda_elements" DROP CONSTRAINT "FK_971e79933b55df2401b74544bd5"`);
    await queryRunner.query(`ALTER TABLE "pda_fields" DROP CONSTRAINT "FK_1183ad01353439ac6a2b4cb9173"`);
    await queryRunner.query(`ALTER TABLE "pda_variations" DROP CONSTRAINT "FK_f505100c36a108112134acf1974"`);
    await queryRunner.query(`ALTER TABLE "pdas" DROP CONSTRAINT "FK_ac13bf39a9bcba704ab939a6cf8"`);
    await queryRunner.query(`ALTER TABLE "pdas" DROP CONSTRAINT "FK_e095a8e2905b3c32ac3e0467d2a"`);
    await queryRunner.query(`DROP TABLE "pda_demands"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f3e4ed820d6184b2d2f77dd56c"`);
    await queryRunner.query(`DROP TABLE "pda_tools"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9e940e7faf9b99b54b765bb739"`);
    await queryRunner.query(`DROP TABLE "pda_objects"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_971e79933b55df2401b74544bd"`);
    await queryRunner.query(`DROP TABLE "pda_elements"`);
    await queryRunner.query(`DROP TABLE "pda_fields"`);
    await queryRunner.query(`DROP TABLE "pda_variations"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_126789fc0a9cb4f6535122a1cb"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e095a8e2905b3c32ac3e0467d2"`);
    await queryRunner.query(`DROP TABLE "pdas"`);
    await queryRunner.query(`DROP TABLE "variations"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_eaa7aaf4ae999fabd4ea5cb4cc"`);
    await queryRunner.query(`DROP TABLE "pda_type_fields"`);
    await queryRunner.query(`DROP TABLE "pda_types"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4015878148c7f543d9c02a00c7"`);
    await queryRunner.query(`DROP TABLE "subjective_values"`);
    await queryRunner.query(`DROP TABLE "subjective_value_types"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_13d6a369807503bcc1bfed7a45"`);
    await queryRunner.query(`DROP TABLE "capabilities"`);
  }
}

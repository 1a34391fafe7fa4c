import { MigrationInterface, QueryRunner } from 'typeorm';

export class Nhp1795592262982 implements MigrationInterface {
  name = 'Nhp1795592262982';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "nhp_pools" ("nhp_pool_uuid" uuid NOT NULL, "client_node_uuid" uuid NOT NULL, "description" character varying(200) NOT NULL, CONSTRAINT "PK_7c028547e8d6ecc5b58c9b4485a" PRIMARY KEY ("nhp_pool_uuid"))`);
    await queryRunner.query(`CREATE INDEX "IDX_5bf9d1c353f98098de24dc42d7" ON "nhp_pools" ("client_node_uuid") `);
    // A pool's description is unique per client ignoring case (the entity's synchronize: false index).
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_nhp_pools_client_description" ON "nhp_pools" ("client_node_uuid", lower("description"))`);
    await queryRunner.query(`CREATE TABLE "nhp_swimmers" ("swimmer_uuid" uuid NOT NULL, "nhp_pool_uuid" uuid NOT NULL, "person_uuid" uuid NOT NULL, "available_date" date NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "uq_nhp_swimmers_pool_person" UNIQUE ("nhp_pool_uuid", "person_uuid"), CONSTRAINT "PK_b3908994bf3beec116c8de49600" PRIMARY KEY ("swimmer_uuid"))`);
    await queryRunner.query(`CREATE INDEX "IDX_6821bd94ba1e00d7224cb8b413" ON "nhp_swimmers" ("person_uuid") `);
    await queryRunner.query(`CREATE TYPE "public"."nhp_class_status" AS ENUM('KANBAN', 'PLACEMENT', 'FINAL')`);
    await queryRunner.query(`CREATE TABLE "nhp_classes" ("version" integer NOT NULL DEFAULT '1', "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "nhp_class_uuid" uuid NOT NULL, "description" character varying(200) NOT NULL, "class_timestamp" TIMESTAMP WITH TIME ZONE NOT NULL, "nhp_pool_uuid" uuid NOT NULL, "nhp_class_status_enum" "public"."nhp_class_status" NOT NULL DEFAULT 'KANBAN', "created_by_user_uuid" uuid, CONSTRAINT "PK_7e1516c23345c0140b898b937de" PRIMARY KEY ("nhp_class_uuid"))`);
    await queryRunner.query(`CREATE INDEX "IDX_ce2aaed94625ff8b8b72b8b87c" ON "nhp_classes" ("nhp_pool_uuid") `);
    await queryRunner.query(`CREATE TABLE "nhp_kanbans" ("kanban_uuid" uuid NOT NULL, "nhp_class_uuid" uuid NOT NULL, "node_uuid" uuid NOT NULL, "qty1" smallint NOT NULL DEFAULT '0', "qty2" smallint NOT NULL DEFAULT '0', CONSTRAINT "uq_nhp_kanbans_class_node" UNIQUE ("nhp_class_uuid", "node_uuid"), CONSTRAINT "ck_nhp_kanbans_qty" CHECK (qty1 BETWEEN 0 AND 999 AND qty2 BETWEEN 0 AND 999), CONSTRAINT "PK_239665e24827e8cff1696edbab0" PRIMARY KEY ("kanban_uuid"))`);
    await queryRunner.query(`CREATE INDEX "IDX_5513db031e051eb482e750b4e9" ON "nhp_kanbans" ("node_uuid") `);
    await queryRunner.query(`CREATE TYPE "public"."nhp_placement_status" AS ENUM('INITIAL', 'FINAL')`);
    await queryRunner.query(`CREATE TABLE "nhp_placements" ("version" integer NOT NULL DEFAULT '1', "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "placement_uuid" uuid NOT NULL, "nhp_class_uuid" uuid NOT NULL, "node_uuid" uuid NOT NULL, "ordinal" smallint NOT NULL, "shift" smallint NOT NULL, "person_uuid" uuid, "placement_status_enum" "public"."nhp_placement_status" NOT NULL DEFAULT 'INITIAL', "why" jsonb, CONSTRAINT "uq_nhp_placements_class_person" UNIQUE ("nhp_class_uuid", "person_uuid"), CONSTRAINT "uq_nhp_placements_slot" UNIQUE ("nhp_class_uuid", "node_uuid", "ordinal"), CONSTRAINT "ck_nhp_placements_shift" CHECK (shift IN (1, 2)), CONSTRAINT "PK_6bb4723b04092401c2e003cde63" PRIMARY KEY ("placement_uuid"))`);
    await queryRunner.query(`CREATE INDEX "IDX_11c493cde4af00602015ca9f64" ON "nhp_placements" ("node_uuid") `);
    await queryRunner.query(`CREATE INDEX "IDX_e634fb5e4e35e85c2b77ee1287" ON "nhp_placements" ("person_uuid") `);
    await queryRunner.query(`CREATE TABLE "nhp_rejections" ("rejection_uuid" uuid NOT NULL, "nhp_class_uuid" uuid NOT NULL, "node_uuid" uuid NOT NULL, "person_uuid" uuid NOT NULL, "rejected_by_user_uuid" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "uq_nhp_rejections_class_node_person" UNIQUE ("nhp_class_uuid", "node_uuid", "person_uuid"), CONSTRAINT "PK_edc0b9c6f40eea1dc337baee726" PRIMARY KEY ("rejection_uuid"))`);
    await queryRunner.query(`CREATE INDEX "IDX_d5b37e28c7d210c30cd55fb68a" ON "nhp_rejections" ("person_uuid") `);
    await queryRunner.query(`ALTER TABLE "nhp_pools" ADD CONSTRAINT "FK_5bf9d1c353f98098de24dc42d71" FOREIGN KEY ("client_node_uuid") REFERENCES "tree_nodes"("node_uuid") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "nhp_swimmers" ADD CONSTRAINT "FK_5fdc76f79d4af02e1b300315d64" FOREIGN KEY ("nhp_pool_uuid") REFERENCES "nhp_pools"("nhp_pool_uuid") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "nhp_swimmers" ADD CONSTRAINT "FK_6821bd94ba1e00d7224cb8b4133" FOREIGN KEY ("person_uuid") REFERENCES "persons"("person_uuid") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "nhp_classes" ADD CONSTRAINT "FK_ce2aaed94625ff8b8b72b8b87ca" FOREIGN KEY ("nhp_pool_uuid") REFERENCES "nhp_pools"("nhp_pool_uuid") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "nhp_kanbans" ADD CONSTRAINT "FK_58aae3d626a4bb54f836a39cb2f" FOREIGN KEY ("nhp_class_uuid") REFERENCES "nhp_classes"("nhp_class_uuid") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "nhp_kanbans" ADD CONSTRAINT "FK_5513db031e051eb482e750b4e9a" FOREIGN KEY ("node_uuid") REFERENCES "tree_nodes"("node_uuid") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "nhp_placements" ADD CONSTRAINT "FK_ad78f5332d1dd3b3711fcdff932" FOREIGN KEY ("nhp_class_uuid") REFERENCES "nhp_classes"("nhp_class_uuid") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "nhp_placements" ADD CONSTRAINT "FK_11c493cde4af00602015ca9f649" FOREIGN KEY ("node_uuid") REFERENCES "tree_nodes"("node_uuid") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "nhp_placements" ADD CONSTRAINT "FK_e634fb5e4e35e85c2b77ee1287a" FOREIGN KEY ("person_uuid") REFERENCES "persons"("person_uuid") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "nhp_rejections" ADD CONSTRAINT "FK_ce63abb085c85adbefe4a56d00f" FOREIGN KEY ("nhp_class_uuid") REFERENCES "nhp_classes"("nhp_class_uuid") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "nhp_rejections" ADD CONSTRAINT "FK_2e2e9a13e76e41f7f882d9e33b9" FOREIGN KEY ("node_uuid") REFERENCES "tree_nodes"("node_uuid") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "nhp_rejections" ADD CONSTRAINT "FK_d5b37e28c7d210c30cd55fb68a0" FOREIGN KEY ("person_uuid") REFERENCES "persons"("person_uuid") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "nhp_rejections" DROP CONSTRAINT "FK_d5b37e28c7d210c30cd55fb68a0"`);
    await queryRunner.query(`ALTER TABLE "nhp_rejections" DROP CONSTRAINT "FK_2e2e9a13e76e41f7f882d9e33b9"`);
    await queryRunner.query(`ALTER TABLE "nhp_rejections" DROP CONSTRAINT "FK_ce63abb085c85adbefe4a56d00f"`);
    await queryRunner.query(`ALTER TABLE "nhp_placements" DROP CONSTRAINT "FK_e634fb5e4e35e85c2b77ee1287a"`);
    await queryRunner.query(`ALTER TABLE "nhp_placements" DROP CONSTRAINT "FK_11c493cde4af00602015ca9f649"`);
    await queryRunner.query(`ALTER TABLE "nhp_placements" DROP CONSTRAINT "FK_ad78f5332d1dd3b3711fcdff932"`);
    await queryRunner.query(`ALTER TABLE "nhp_kanbans" DROP CONSTRAINT "FK_5513db031e051eb482e750b4e9a"`);
    await queryRunner.query(`ALTER TABLE "nhp_kanbans" DROP CONSTRAINT "FK_58aae3d626a4bb54f836a39cb2f"`);
    await queryRunner.query(`ALTER TABLE "nhp_classes" DROP CONSTRAINT "FK_ce2aaed94625ff8b8b72b8b87ca"`);
    await queryRunner.query(`ALTER TABLE "nhp_swimmers" DROP CONSTRAINT "FK_6821bd94ba1e00d7224cb8b4133"`);
    await queryRunner.query(`ALTER TABLE "nhp_swimmers" DROP CONSTRAINT "FK_5fdc76f79d4af02e1b300315d64"`);
    await queryRunner.query(`ALTER TABLE "nhp_pools" DROP CONSTRAINT "FK_5bf9d1c353f98098de24dc42d71"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d5b37e28c7d210c30cd55fb68a"`);
    await queryRunner.query(`DROP TABLE "nhp_rejections"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e634fb5e4e35e85c2b77ee1287"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_11c493cde4af00602015ca9f64"`);
    await queryRunner.query(`DROP TABLE "nhp_placements"`);
    await queryRunner.query(`DROP TYPE "public"."nhp_placement_status"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5513db031e051eb482e750b4e9"`);
    await queryRunner.query(`DROP TABLE "nhp_kanbans"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ce2aaed94625ff8b8b72b8b87c"`);
    await queryRunner.query(`DROP TABLE "nhp_classes"`);
    await queryRunner.query(`DROP TYPE "public"."nhp_class_status"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6821bd94ba1e00d7224cb8b413"`);
    await queryRunner.query(`DROP TABLE "nhp_swimmers"`);
    await queryRunner.query(`DROP INDEX "public"."uq_nhp_pools_client_description"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5bf9d1c353f98098de24dc42d7"`);
    await queryRunner.query(`DROP TABLE "nhp_pools"`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

// Hand-written: the fixed tree levels, the tenant node and the GIN index on ancestors that
// makes subtree reads one indexed query (TypeORM cannot declare GIN indexes).
export class TreeReferenceData1795400578889 implements MigrationInterface {
  name = 'TreeReferenceData1795400578889';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`INSERT INTO "tree_levels" ("level_uuid", "description", "ordinal", "hidden_in_listings") VALUES
      ('00000000-0000-0000-0000-000000000000', 'tenant', 0, false),
      ('00000000-0000-0000-0001-000000000001', 'NAMC', 1, false),
      ('00000000-0000-0000-0001-000000000002', 'Production Shop', 2, false),
      ('00000000-0000-0000-0001-000000000003', 'Production Section', 3, false),
      ('00000000-0000-0000-0001-000000000004', 'Production Group', 4, false),
      ('00000000-0000-0000-0001-000000000005', 'Production Team', 5, false),
      ('00000000-0000-0000-0001-000000000006', 'Production Process', 6, false),
      ('00000000-0000-0000-0001-000000000007', 'Non-Vehicle', 2, false),
      ('00000000-0000-0000-0001-000000000008', 'Cost Center', 7, true)`);
    await queryRunner.query(`INSERT INTO "tree_nodes" ("node_uuid", "description", "parent_node_uuid", "level_uuid", "ancestors")
      VALUES ('00000000-0000-0000-0000-000000000000', 'Tenant', NULL, '00000000-0000-0000-0000-000000000000', '{}')`);
    await queryRunner.query(`CREATE INDEX "idx_tree_nodes_ancestors" ON "tree_nodes" USING GIN ("ancestors")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_tree_nodes_ancestors"`);
    await queryRunner.query(`DELETE FROM "tree_nodes" WHERE "node_uuid" = '00000000-0000-0000-0000-000000000000'`);
    await queryRunner.query(`DELETE FROM "tree_levels"`);
  }
}

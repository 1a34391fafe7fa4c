import { MigrationInterface, QueryRunner } from 'typeorm';

export class NavLinkGroups1795402602265 implements MigrationInterface {
  name = 'NavLinkGroups1795402602265';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "nav_links" ADD "group_prefixes" text array NOT NULL DEFAULT '{}'`);
    // Hand-written: the spotlight's contains-search on node names uses a trigram index.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(
      `CREATE INDEX "idx_tree_nodes_description_trgm" ON "tree_nodes" USING GIN (lower("description") gin_trgm_ops)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_tree_nodes_description_trgm"`);
    await queryRunner.query(`ALTER TABLE "nav_links" DROP COLUMN "group_prefixes"`);
  }
}

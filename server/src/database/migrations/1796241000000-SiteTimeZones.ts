import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each client site's IANA time zone (decision 0041). Only client sites carry one; the sites
 * that exist take UTC, the zone every day was read in where the server ran in UTC, until an
 * administrator sets theirs.
 */
export class SiteTimeZones1796241000000 implements MigrationInterface {
  name = 'SiteTimeZones1796241000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tree_nodes" ADD "time_zone" character varying(64)`);
    await queryRunner.query(
      `UPDATE "tree_nodes" n SET "time_zone" = 'UTC'
         FROM "tree_levels" l WHERE l."level_uuid" = n."level_uuid" AND l."description" = 'NAMC'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tree_nodes" DROP COLUMN "time_zone"`);
  }
}

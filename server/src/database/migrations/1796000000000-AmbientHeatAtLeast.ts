import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Ambient temperature tolerated" compares AT_LEAST: a person who tolerates 35 degrees meets a
 * 23-degree job, one who tolerates 15 does not. It was seeded AT_MOST, which judged the other
 * way round (issue 30). Only the seeded value is turned; a direction an administrator chose
 * stays. The clients' demand caches are marked stale; the stored verdicts follow with the next
 * recompute (the nightly one, or one started from the scheduler screen).
 */
export class AmbientHeatAtLeast1796000000000 implements MigrationInterface {
  name = 'AmbientHeatAtLeast1796000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // An UPDATE answers [rows, rowCount] through TypeORM.
    const [, turned] = (await queryRunner.query(
      `UPDATE "capabilities" SET "direction" = 'AT_LEAST'
        WHERE "code" = 'AMBIENT_HEAT' AND "direction" = 'AT_MOST'`,
    )) as [unknown[], number];
    if (turned > 0)
      await queryRunner.query(`UPDATE "match_clients" SET "demands_version" = "demands_version" + 1`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "capabilities" SET "direction" = 'AT_MOST'
        WHERE "code" = 'AMBIENT_HEAT' AND "direction" = 'AT_LEAST'`,
    );
  }
}

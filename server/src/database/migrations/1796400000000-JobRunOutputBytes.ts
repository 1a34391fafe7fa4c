import { MigrationInterface, QueryRunner } from 'typeorm';

/** A run's output size, kept with the run: a backup's archive may sit on one instance's disk. */
export class JobRunOutputBytes1796400000000 implements MigrationInterface {
  name = 'JobRunOutputBytes1796400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "job_runs" ADD "output_bytes" bigint`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "job_runs" DROP COLUMN "output_bytes"`);
  }
}

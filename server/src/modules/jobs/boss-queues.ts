import type PgBoss from 'pg-boss';

/**
 * Creates a job queue, trying again when PostgreSQL picks this call as a deadlock's victim:
 * instances starting together create the same queues (and their partitions) at once (the
 * cluster tier saw it in most starts), and creation is idempotent.
 */
export async function createQueue(boss: PgBoss, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(name);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt === 5) throw error;
    }
  }
}

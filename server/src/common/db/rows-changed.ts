import type { DataSource, EntityManager } from 'typeorm';

/**
 * Runs a DELETE or UPDATE and answers how many rows it changed. TypeORM answers such a
 * statement with `[rows, rowCount]` (rows only with RETURNING), so the length of what
 * `query` answers is always 2, never the count: sweeps that logged it said "2" each hour.
 */
export async function rowsChanged(
  runner: DataSource | EntityManager,
  sql: string,
  parameters: unknown[],
): Promise<number> {
  const [, count] = (await runner.query(sql, parameters)) as [unknown[], number];
  return count;
}

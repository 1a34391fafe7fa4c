import type { DataSource } from 'typeorm';

/** The one row a query of the demo data must find: a missing one stops the suite at setup. */
export async function demoRow<T>(ds: DataSource, sql: string, params: unknown[] = []): Promise<T> {
  const [row] = (await ds.query(sql, params)) as T[];
  if (!row) throw new Error(`No demo row for: ${sql}`);
  return row;
}

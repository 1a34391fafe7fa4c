import { Client } from 'pg';
import { inject } from 'vitest';
import type { TestDatabase } from './test-database';

/**
 * What the database ran, as an operator reads it: pg_stat_statements (the API test cluster
 * preloads it, test/support/global-setup.ts), top-level statements of one database by their
 * normalised text. A read that ran shows as calls of its statements; one answered from memory
 * adds none.
 */
export class Statements {
  private constructor(
    private readonly client: Client,
    private readonly database: string,
  ) {}

  static async of(database: TestDatabase): Promise<Statements> {
    const client = new Client({ connectionString: `${inject('pgBaseUrl')}/postgres` });
    await client.connect();
    return new Statements(client, database.name);
  }

  /** Times the statements whose text matches `pattern` (a regular expression) have run. */
  async calls(pattern: string): Promise<number> {
    const { rows } = await this.client.query<{ n: number }>(
      `SELECT coalesce(sum(s.calls), 0)::int AS n
         FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
        WHERE d.datname = $1 AND s.query ~* $2`,
      [this.database, pattern],
    );
    return rows[0].n;
  }

  close(): Promise<void> {
    return this.client.end();
  }
}

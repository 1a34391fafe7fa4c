import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AuxKey, AuxRead, AuxTier } from './cache-region';

/**
 * The cache_aux_entries queries. Expiry is judged by the database clock, so instances whose
 * clocks differ agree on what has expired.
 */
@Injectable()
export class CacheAuxRepository implements AuxTier {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async read(region: string, key: string): Promise<AuxRead> {
    const [row] = (await this.dataSource.query(
      `SELECT value::text AS json,
              (EXTRACT(EPOCH FROM expires_at - clock_timestamp()) * 1000)::float8 AS "remainingMs"
         FROM cache_aux_entries WHERE region = $1 AND key = $2`,
      [region, key],
    )) as { json: string; remainingMs: number }[];
    if (!row) return null;
    if (row.remainingMs > 0) return row;
    await this.dataSource.query(
      `DELETE FROM cache_aux_entries WHERE region = $1 AND key = $2 AND expires_at <= clock_timestamp()`,
      [region, key],
    );
    return 'expired';
  }

  async write(
    region: string,
    key: string,
    json: string,
    bytes: number,
    ttlSeconds: number,
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO cache_aux_entries (region, key, value, expires_at, bytes)
       VALUES ($1, $2, $3::jsonb, clock_timestamp() + make_interval(secs => $4), $5)
       ON CONFLICT (region, key)
       DO UPDATE SET value = EXCLUDED.value, expires_at = EXCLUDED.expires_at, bytes = EXCLUDED.bytes`,
      [region, key, json, ttlSeconds, bytes],
    );
  }

  async delete(region: string, key: string | null, manager?: EntityManager): Promise<void> {
    const m = manager ?? this.dataSource.manager;
    if (key === null) await m.query(`DELETE FROM cache_aux_entries WHERE region = $1`, [region]);
    else
      await m.query(`DELETE FROM cache_aux_entries WHERE region = $1 AND key = $2`, [region, key]);
  }

  async deleteAll(manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager).query(`DELETE FROM cache_aux_entries`);
  }

  /** Live keys of a region with their sizes, oldest expiry first. */
  keys(region: string): Promise<AuxKey[]> {
    return this.dataSource.query(
      `SELECT key, bytes, expires_at AS "expiresAt" FROM cache_aux_entries
        WHERE region = $1 AND expires_at > clock_timestamp() ORDER BY expires_at, key`,
      [region],
    );
  }
}

import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { performance } from 'node:perf_hooks';
import type { Pool, PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import { MetricsService } from './metrics.service';

type QueryFn = (...args: unknown[]) => unknown;
const TIMED = Symbol('metrics:timed');

/**
 * Times every statement of one pooled connection: TypeORM's queries and the hot reads, which
 * go to the pool directly (database/hot-query.ts), both end in the client's query(). A callback
 * (the pool's own query) is wrapped; a promise is watched. One clock read on each side.
 */
export function timeQueries(client: PoolClient, observe: (seconds: number) => void): void {
  const target = client as unknown as Record<PropertyKey, unknown> & { query: QueryFn };
  if (target[TIMED]) return;
  target[TIMED] = true;
  const query = target.query;
  target.query = function (this: unknown, ...args: unknown[]) {
    const start = performance.now();
    const done = () => observe((performance.now() - start) / 1000);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        done();
        return (callback as QueryFn)(...results);
      };
      return query.apply(this, args);
    }
    const answer = query.apply(this, args);
    if (answer instanceof Promise) answer.then(done, done);
    return answer;
  };
}

/** The app's pg pool (TypeORM's): connections in use, idle, and callers waiting for one. */
@Injectable()
export class DatabaseMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: MetricsService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    const pool = (this.dataSource.driver as unknown as { master?: Pool }).master;
    if (!pool) return;
    const observe = (seconds: number) => this.metrics.observeQuery(seconds);
    pool.on('connect', (client) => timeQueries(client, observe));
    // Connections opened before this hook (TypeORM's first one) are timed from now on too.
    const open = (pool as unknown as { _clients?: PoolClient[] })._clients ?? [];
    for (const client of open) timeQueries(client, observe);
    const help = (what: string) => `Connections of the app's database pool ${what}`;
    this.metrics.gauge('db_pool_in_use', help('lent to a query'), [], () => [
      { value: pool.totalCount - pool.idleCount },
    ]);
    this.metrics.gauge('db_pool_idle', help('open and free'), [], () => [
      { value: pool.idleCount },
    ]);
    this.metrics.gauge('db_pool_waiting', 'Callers waiting for a pool connection', [], () => [
      { value: pool.waitingCount },
    ]);
  }
}

import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TABLES_REGION } from '@server/common/read-reuse/table-versions';
import { EventBusService, type PortalEvent } from '@server/common/events/event-bus.service';
import { MetricsService } from '@server/modules/metrics/metrics.service';
import { CacheAuxRepository } from './cache-aux.repository';
import {
  CacheRegion,
  type CacheKeyInfo,
  type CacheRegionInfo,
  type CacheRegionOptions,
  type CacheRegionSources,
} from './cache-region';
import { CACHE_REGIONS, type CacheRegionName } from './cache-regions';
import { CacheRegionNotFoundException } from './cache.exceptions';

/** The broadcast's region for "every region" (cache/dispose). */
const ALL_REGIONS = '*';

/**
 * Named cache regions (decision 0008): each a per-instance RAM tier (LRU with TTL) and
 * optionally the shared aux table. Removals reach every instance over LISTEN/NOTIFY; a
 * listener that reconnected may have missed some, so it drops every RAM tier.
 */
@Injectable()
export class CacheService implements OnModuleDestroy {
  private readonly logger = new Logger(CacheService.name);
  private readonly regions = new Map<string, CacheRegion<unknown>>();
  /** The regions emptied when a table changes, by table (declared by their owners). */
  private readonly byTable = new Map<string, CacheRegion<unknown>[]>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly events: EventBusService,
    private readonly aux: CacheAuxRepository,
    metrics: MetricsService,
  ) {
    this.unsubscribe = events.subscribe((event) => this.onEvent(event));
    // The regions count their own reads; hit ratio = hits / all, per region, in PromQL.
    metrics.counter(
      'cache_reads_total',
      'Cache region reads by result: hit_ram, hit_aux, miss_not_found, miss_expired',
      ['region', 'result'],
      () =>
        this.info().flatMap((region) =>
          Object.entries({
            hit_ram: region.hitCountRam,
            hit_aux: region.hitCountAux,
            miss_not_found: region.missCountNotFound,
            miss_expired: region.missCountExpired,
          }).map(([result, value]) => ({ labels: { region: region.cacheName, result }, value })),
        ),
    );
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  /**
   * The region of that name, created on first use with its options from CACHE_REGIONS (or
   * those given, for a region not in the table), emptied whenever one of the `sources` tables
   * its owner declares changes. The same name always gives the same region.
   */
  region<T>(name: CacheRegionName, declared?: CacheRegionSources): CacheRegion<T>;
  region<T>(
    name: string,
    options: CacheRegionOptions & Partial<CacheRegionSources>,
  ): CacheRegion<T>;
  region<T>(
    name: string,
    options?: Partial<CacheRegionOptions & CacheRegionSources>,
  ): CacheRegion<T> {
    const existing = this.regions.get(name);
    if (existing) return existing as CacheRegion<T>;
    const resolved = {
      ...(CACHE_REGIONS as Record<string, CacheRegionOptions>)[name],
      ...options,
    } as CacheRegionOptions & Partial<CacheRegionSources>;
    if (resolved.ttlSeconds === undefined)
      throw new Error(`Cache region "${name}" needs options (or a CACHE_REGIONS row)`);
    // The aux tier is shared: a table's change would have to reach its rows too.
    if (resolved.sources && resolved.aux)
      throw new Error(`Cache region "${name}": sources are for regions without the aux tier`);
    const region = new CacheRegion<T>(name, resolved, {
      aux: this.aux,
      broadcast: (regionName, key, manager) => this.broadcast(regionName, key, manager),
      onAuxError: (regionName, error) =>
        this.logger.warn(`Cache region ${regionName}: aux tier failed: ${error.message}`),
    });
    this.regions.set(name, region as CacheRegion<unknown>);
    for (const table of resolved.sources ?? [])
      this.byTable.set(table, [...(this.byTable.get(table) ?? []), region as CacheRegion<unknown>]);
    return region;
  }

  info(): CacheRegionInfo[] {
    return this.sorted().map((region) => region.info());
  }

  infoOf(name: string): CacheRegionInfo {
    return this.known(name).info();
  }

  keysOf(name: string): Promise<CacheKeyInfo[]> {
    return this.known(name).keys();
  }

  /** Empties one region on every instance; answers its statistics afterwards. */
  async removeRegion(name: string): Promise<CacheRegionInfo> {
    const region = this.known(name);
    await region.clear();
    return region.info();
  }

  /** Empties every region on every instance and the whole aux table. */
  async disposeAll(): Promise<CacheRegionInfo[]> {
    this.forgetAll();
    await this.aux.deleteAll();
    await this.broadcast(ALL_REGIONS, null);
    return this.info();
  }

  private known(name: string): CacheRegion<unknown> {
    const region = this.regions.get(name);
    if (!region)
      throw new CacheRegionNotFoundException(
        name,
        this.sorted().map((r) => r.name),
      );
    return region;
  }

  private sorted(): CacheRegion<unknown>[] {
    return [...this.regions.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  private forgetAll(): void {
    for (const region of this.regions.values()) region.forgetLocally(null);
  }

  private async broadcast(
    region: string,
    key: string | null,
    manager?: EntityManager,
  ): Promise<void> {
    await this.events.publish({ kind: 'CACHE', region, key }, manager);
  }

  private onEvent(event: PortalEvent): void {
    if (event.kind === 'RESYNC') this.forgetAll();
    if (event.kind !== 'CACHE') return;
    if (event.region === ALL_REGIONS) this.forgetAll();
    else if (event.region === TABLES_REGION && event.key)
      for (const region of this.byTable.get(event.key) ?? []) region.forgetLocally(null);
    else this.regions.get(event.region)?.forgetLocally(event.key);
  }
}

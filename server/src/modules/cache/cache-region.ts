import type { EntityManager } from 'typeorm';
import { entryBytes, RamTier } from './ram-tier';
import { SingleFlight } from '@server/common/read-reuse/single-flight';

export interface CacheRegionOptions {
  /** How long an entry lives after it is stored, in seconds. */
  ttlSeconds: number;
  /** The RAM tier's bound per instance; the least recently used entry leaves first. */
  maxEntries: number;
  /** Also keep entries in the shared aux table, so other instances find them warm. */
  aux: boolean;
}

/** What the module that owns a region's data declares when it asks for the region. */
export interface CacheRegionSources {
  /**
   * The tables its values are read from (each with the TableVersionNotify trigger): a change
   * of any of them empties the region on every instance when its transaction commits, as it
   * moves the ETags (decision 0049). Only for regions without the aux tier.
   */
  sources: readonly string[];
}

/** An aux-tier row as a region reads it: live (with the time left) or expired. */
export type AuxRead = { json: string; remainingMs: number } | 'expired' | null;

export interface AuxKey {
  key: string;
  bytes: number;
  expiresAt: Date;
}

/** The shared tier: the cache_aux_entries table (CacheAuxRepository). */
export interface AuxTier {
  read(region: string, key: string): Promise<AuxRead>;
  write(
    region: string,
    key: string,
    json: string,
    bytes: number,
    ttlSeconds: number,
  ): Promise<void>;
  /** One key, or the whole region when key is null, in the caller's transaction if given. */
  delete(region: string, key: string | null, manager?: EntityManager): Promise<void>;
  keys(region: string): Promise<AuxKey[]>;
}

/** Tells every instance (this one too) to drop a key, or the whole region when key is null. */
export type Broadcast = (
  region: string,
  key: string | null,
  manager?: EntityManager,
) => Promise<void>;

export type CacheStatus = 'ALIVE' | 'ERROR';

/** The seed's "Cache region" fields, for this instance. */
export interface CacheRegionInfo {
  cacheName: string;
  cacheSize: number;
  cacheStatus: CacheStatus;
  hitCountRam: number;
  hitCountAux: number;
  missCountNotFound: number;
  missCountExpired: number;
  byteCount: number;
}

export interface CacheKeyInfo {
  key: string;
  bytes: number;
  expiresAt: string;
  tier: 'RAM' | 'AUX';
}

export interface CacheRegionDeps {
  broadcast: Broadcast;
  aux?: AuxTier;
  now?: () => number;
  onAuxError?: (region: string, error: Error) => void;
}

type Lookup<T> = { hit: true; value: T } | { hit: false };

/**
 * A named cache: a per-instance RAM tier (LRU with TTL) in front of an optional shared aux
 * tier. Values are stored as JSON, so they must be plain data (dates come back as strings),
 * and every reader gets its own copy. Removing broadcasts to every instance.
 */
export class CacheRegion<T> {
  private readonly ram: RamTier;
  private readonly now: () => number;
  private readonly loads = new SingleFlight<string, T>();
  /** Bumped by every removal, so a load that began before it does not store a stale value. */
  private generation = 0;
  private auxFailed = false;
  private hitCountRam = 0;
  private hitCountAux = 0;
  private missCountNotFound = 0;
  private missCountExpired = 0;

  constructor(
    readonly name: string,
    readonly options: CacheRegionOptions,
    private readonly deps: CacheRegionDeps,
  ) {
    this.now = deps.now ?? Date.now;
    this.ram = new RamTier(options.maxEntries, this.now);
  }

  private get aux(): AuxTier | undefined {
    return this.options.aux ? this.deps.aux : undefined;
  }

  /** The cached value, or undefined (counted as a miss: not found or expired). */
  async get(key: string): Promise<T | undefined> {
    const found = await this.lookup(key);
    return found.hit ? found.value : undefined;
  }

  /** The cached value, else the loader's, stored; concurrent misses on a key share one load. */
  async getOrLoad(key: string, loader: () => Promise<T>): Promise<T> {
    const found = await this.lookup(key);
    if (found.hit) return found.value;
    return this.loads.run(key, async () => {
      const generation = this.generation;
      const value = await loader();
      if (generation === this.generation) await this.store(key, value);
      return value;
    });
  }

  async set(key: string, value: T): Promise<void> {
    await this.store(key, value);
  }

  /**
   * Drops a key on every instance and from the aux tier. Pass the write's transaction: the
   * aux row goes and the broadcast is sent only if, and when, the write commits.
   */
  async remove(key: string, manager?: EntityManager): Promise<void> {
    this.forgetLocally(key);
    await this.aux?.delete(this.name, key, manager);
    await this.deps.broadcast(this.name, key, manager);
  }

  /** Empties the region on every instance and in the aux tier. */
  async clear(manager?: EntityManager): Promise<void> {
    this.forgetLocally(null);
    await this.aux?.delete(this.name, null, manager);
    await this.deps.broadcast(this.name, null, manager);
  }

  /** This instance's RAM only: what a broadcast from any instance does. */
  forgetLocally(key: string | null): void {
    this.generation += 1;
    if (key === null) {
      this.ram.clear();
      this.loads.forget();
    } else {
      this.ram.delete(key);
      this.loads.forget(key);
    }
  }

  info(): CacheRegionInfo {
    this.ram.list(); // drops expired entries so size and bytes count live ones
    return {
      cacheName: this.name,
      cacheSize: this.ram.size,
      cacheStatus: this.auxFailed ? 'ERROR' : 'ALIVE',
      hitCountRam: this.hitCountRam,
      hitCountAux: this.hitCountAux,
      missCountNotFound: this.missCountNotFound,
      missCountExpired: this.missCountExpired,
      byteCount: this.ram.bytes,
    };
  }

  /** Keys and sizes in both tiers, never values. */
  async keys(): Promise<CacheKeyInfo[]> {
    const ram: CacheKeyInfo[] = this.ram.list().map(({ key, bytes, expiresAt }) => ({
      key,
      bytes,
      expiresAt: new Date(expiresAt).toISOString(),
      tier: 'RAM',
    }));
    const aux = this.aux ? await this.auxCall(() => this.aux!.keys(this.name), []) : [];
    return [
      ...ram,
      ...aux.map(({ key, bytes, expiresAt }) => ({
        key,
        bytes,
        expiresAt: expiresAt.toISOString(),
        tier: 'AUX' as const,
      })),
    ];
  }

  private async lookup(key: string): Promise<Lookup<T>> {
    const ram = this.ram.lookup(key);
    if (ram.found === 'hit') {
      this.hitCountRam += 1;
      return { hit: true, value: JSON.parse(ram.entry.json) as T };
    }
    let expired = ram.found === 'expired';
    if (this.aux) {
      const generation = this.generation;
      const row = await this.auxCall(() => this.aux!.read(this.name, key), null);
      if (row !== null && row !== 'expired') {
        this.hitCountAux += 1;
        if (generation === this.generation) {
          const bytes = entryBytes(key, row.json);
          this.ram.set(key, { json: row.json, bytes, expiresAt: this.now() + row.remainingMs });
        }
        return { hit: true, value: JSON.parse(row.json) as T };
      }
      expired ||= row === 'expired';
    }
    if (expired) this.missCountExpired += 1;
    else this.missCountNotFound += 1;
    return { hit: false };
  }

  private async store(key: string, value: T): Promise<void> {
    const json = JSON.stringify(value);
    if (json === undefined) return;
    const bytes = entryBytes(key, json);
    this.ram.set(key, { json, bytes, expiresAt: this.now() + this.options.ttlSeconds * 1000 });
    const aux = this.aux;
    if (aux)
      await this.auxCall(
        () => aux.write(this.name, key, json, bytes, this.options.ttlSeconds),
        undefined,
      );
  }

  /** The aux tier is an optimisation: when it fails the region says ERROR and goes on in RAM. */
  private async auxCall<R>(call: () => Promise<R>, fallback: R): Promise<R> {
    try {
      const result = await call();
      this.auxFailed = false;
      return result;
    } catch (error) {
      this.auxFailed = true;
      this.deps.onAuxError?.(this.name, error as Error);
      return fallback;
    }
  }
}

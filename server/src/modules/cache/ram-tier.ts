import { BoundedMap } from '@server/common/read-reuse/bounded-map';

/** One entry of the RAM tier: the value as JSON text, so readers get their own copy. */
export interface RamEntry {
  json: string;
  bytes: number;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export type RamLookup =
  { found: 'hit'; entry: RamEntry } | { found: 'expired' } | { found: 'none' };

/** The UTF-8 size of an entry: key and value, what the region's byteCount adds up. */
export function entryBytes(key: string, json: string): number {
  return Buffer.byteLength(key, 'utf8') + Buffer.byteLength(json, 'utf8');
}

/**
 * A per-instance LRU map with expiry, on the caches' one BoundedMap (decision 0049), counting
 * the bytes it holds. Expired entries leave when they are read or listed; until then they
 * count in the size, as in a lazily-expiring cache.
 */
export class RamTier {
  private readonly entries: BoundedMap<string, RamEntry>;
  private totalBytes = 0;

  constructor(
    maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new BoundedMap(
      maxEntries,
      (_key, dropped) => (this.totalBytes -= dropped.bytes),
    );
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  lookup(key: string): RamLookup {
    const entry = this.entries.get(key);
    if (!entry) return { found: 'none' };
    if (entry.expiresAt <= this.now()) {
      this.delete(key);
      return { found: 'expired' };
    }
    return { found: 'hit', entry };
  }

  set(key: string, entry: RamEntry): void {
    this.delete(key);
    this.totalBytes += entry.bytes;
    this.entries.set(key, entry);
  }

  delete(key: string): void {
    const entry = this.entries.peek(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
  }

  /** Live entries, least recently used first; expired ones are dropped on the way. */
  list(): Array<{ key: string; bytes: number; expiresAt: number }> {
    const now = this.now();
    const live: Array<{ key: string; bytes: number; expiresAt: number }> = [];
    for (const [key, entry] of [...this.entries]) {
      if (entry.expiresAt <= now) this.delete(key);
      else live.push({ key, bytes: entry.bytes, expiresAt: entry.expiresAt });
    }
    return live;
  }
}

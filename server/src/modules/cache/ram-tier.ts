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
 * A per-instance LRU map with expiry: a Map keeps insertion order, so a hit moves the key to
 * the end and eviction takes the first key. Expired entries leave when they are read or
 * listed; until then they count in the size, as in a lazily-expiring cache.
 */
export class RamTier {
  private readonly entries = new Map<string, RamEntry>();
  private totalBytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  lookup(key: string): RamLookup {
    const entry = this.entries.get(key);
    if (!entry) return { found: 'none' };
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) {
      this.totalBytes -= entry.bytes;
      return { found: 'expired' };
    }
    this.entries.set(key, entry);
    return { found: 'hit', entry };
  }

  set(key: string, entry: RamEntry): void {
    this.delete(key);
    this.entries.set(key, entry);
    this.totalBytes += entry.bytes;
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
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

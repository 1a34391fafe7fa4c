/**
 * The one bounded map of the caches (decision 0049): a Map that keeps at most `maxEntries`,
 * dropping the least recently stored or touched first. A Map iterates in insertion order, so
 * storing or touching a key moves it to the end and the first key is the oldest.
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(
    private readonly maxEntries: number,
    /** Told of each entry dropped to stay within the bound (not of deletes and clears). */
    private readonly onEvict?: (key: K, value: V) => void,
  ) {
    if (!(maxEntries >= 1)) throw new RangeError('A bounded map holds at least one entry');
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value without touching it. */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  /** The value, now the most recently used. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.maxEntries) {
      const [oldest, dropped] = this.entries.entries().next().value as [K, V];
      this.entries.delete(oldest);
      this.onEvict?.(oldest, dropped);
    }
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** Oldest first. */
  [Symbol.iterator](): IterableIterator<[K, V]> {
    return this.entries.entries();
  }
}

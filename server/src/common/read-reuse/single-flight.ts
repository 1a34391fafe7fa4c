/**
 * The one single-flight helper of the caches (decision 0049): callers asking for the same key
 * while its work is under way share that one promise; once it settles (either way) the next
 * caller starts afresh, so a failure is never kept.
 */
export class SingleFlight<K, V> {
  private readonly running = new Map<K, Promise<V>>();

  /** The work under way for `key`, or `work()` started now and shared until it settles. */
  run(key: K, work: () => Promise<V>): Promise<V> {
    const under = this.running.get(key);
    if (under) return under;
    const started = work().finally(() => {
      if (this.running.get(key) === started) this.running.delete(key);
    });
    this.running.set(key, started);
    return started;
  }

  /** Later callers of `key` (or of every key) start afresh; those waiting keep their answer. */
  forget(key?: K): void {
    if (key === undefined) this.running.clear();
    else this.running.delete(key);
  }

  get size(): number {
    return this.running.size;
  }
}

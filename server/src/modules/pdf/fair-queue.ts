import { LimitReached } from '@server/common/limit-reached';

export interface FairQueueOptions {
  /** Jobs running at once, every key together. */
  concurrency: number;
  /** Jobs one key may have running or waiting at once; the next is refused. */
  perKey: number;
}

/** The caller's signal aborted before its job started: the job left the queue unrun. */
export class LeftQueueError extends Error {
  override readonly name = 'LeftQueueError';
}

/** What the queue has done since it was made, and what it holds now. */
export interface FairQueueCounts {
  /** Jobs that got a turn and ran. */
  started: number;
  /** Jobs whose caller went away while they waited (or before they arrived): never run. */
  dropped: number;
  /** Jobs refused because their key held `perKey` already. */
  refused: number;
  running: number;
  waiting: number;
}

/** A first guess at a job's length until one has been measured. */
const FIRST_GUESS_MS = 1000;

/**
 * Jobs of many keys (users) on a few slots, taken in turn per key rather than first come first
 * served: a key that waits goes to the back of the round after each turn it gets, so one key's
 * forty jobs delay another key's single job by one job, not forty. A caller that goes away
 * (its AbortSignal) leaves the queue at once.
 */
export class FairQueue {
  /**
   * Per key, its waiting jobs' starts (false: its caller left meanwhile, the turn passes on);
   * the map's order is the round (the next turn is the first key's).
   */
  private readonly waiting = new Map<string, (() => boolean)[]>();
  private readonly held = new Map<string, number>();
  /** Per key, its jobs running now. */
  private readonly active = new Map<string, number>();
  private running = 0;
  private waitingCount = 0;
  /** A moving average of how long a job runs, for Retry-After. */
  private averageMs = FIRST_GUESS_MS;
  private readonly totals = { started: 0, dropped: 0, refused: 0 };

  constructor(private readonly options: FairQueueOptions) {}

  counts(): FairQueueCounts {
    return { ...this.totals, running: this.running, waiting: this.waitingCount };
  }

  /** Throws LimitReached when the key holds `perKey` jobs already. */
  async run<T>(key: string, work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) {
      this.totals.dropped++;
      throw new LeftQueueError('The caller went away before the job was queued');
    }
    const held = this.held.get(key) ?? 0;
    if (held >= this.options.perKey) {
      this.totals.refused++;
      throw new LimitReached(held, this.retryAfterSeconds(held));
    }
    this.held.set(key, held + 1);
    try {
      await this.turn(key, signal);
      this.totals.started++;
      this.active.set(key, (this.active.get(key) ?? 0) + 1);
      const began = performance.now();
      try {
        return await work();
      } finally {
        this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - began);
        this.running--;
        const left = this.active.get(key)! - 1;
        if (left > 0) this.active.set(key, left);
        else this.active.delete(key);
        this.next();
      }
    } finally {
      const left = (this.held.get(key) ?? 1) - 1;
      if (left > 0) this.held.set(key, left);
      else this.held.delete(key);
    }
  }

  /** Seconds until the key's jobs ahead are done at the current pace (at least 1). */
  private retryAfterSeconds(held: number): number {
    return Math.max(1, Math.ceil((held * this.averageMs) / this.options.concurrency / 1000));
  }

  private turn(key: string, signal?: AbortSignal): Promise<void> {
    if (this.running < this.options.concurrency && this.waitingCount === 0) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', leave);
        // Aborted, but its abort event not yet dispatched: it leaves here instead.
        if (signal?.aborted) {
          this.totals.dropped++;
          reject(new LeftQueueError('The caller went away while the job waited'));
          return false;
        }
        resolve();
        return true;
      };
      const leave = () => {
        const jobs = this.waiting.get(key);
        const at = jobs?.indexOf(start) ?? -1;
        if (!jobs || at < 0) return;
        jobs.splice(at, 1);
        if (jobs.length === 0) this.waiting.delete(key);
        this.waitingCount--;
        this.totals.dropped++;
        reject(new LeftQueueError('The caller went away while the job waited'));
      };
      signal?.addEventListener('abort', leave, { once: true });
      const jobs = this.waiting.get(key);
      if (jobs) jobs.push(start);
      else this.waiting.set(key, [start]);
      this.waitingCount++;
    });
  }

  /**
   * Fills free slots from the round: the oldest job of the key with the fewest jobs running
   * (the first in the round among equals), and that key to the back. A key with nothing
   * running goes before one already rendering, so a newcomer waits for one job, not a round.
   */
  private next(): void {
    while (this.running < this.options.concurrency) {
      let key: string | undefined;
      let fewest = Infinity;
      for (const candidate of this.waiting.keys()) {
        const running = this.active.get(candidate) ?? 0;
        if (running < fewest) [key, fewest] = [candidate, running];
        if (running === 0) break;
      }
      if (key === undefined) return;
      const jobs = this.waiting.get(key)!;
      const start = jobs.shift()!;
      this.waiting.delete(key);
      if (jobs.length > 0) this.waiting.set(key, jobs);
      this.waitingCount--;
      this.running++;
      if (!start()) this.running--;
    }
  }
}

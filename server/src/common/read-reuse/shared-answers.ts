import { Injectable } from '@nestjs/common';
import { BoundedMap } from './bounded-map';
import { deepFreeze } from './deep-freeze';
import { TableVersions } from './table-versions';

/** Answers held per instance; the oldest go first. */
const MAX_ENTRIES = 1_000;

interface Held {
  stamp: number;
  /** TableVersions.writePoint when the read began. */
  point: number;
  answer: Promise<unknown>;
}

/**
 * One read shared by every caller who asks the same question while its sources stand still
 * (decision 0022, "A shared answer"): every user of a site polls the same PDA sum. Only the
 * caller-independent part goes here; each caller's access check runs before, object by
 * object. A held answer is served while the stamp of its sources (the same counters as the
 * ETags) is the one taken before its read began, the event listener is up, and the caller has
 * not written here since that read began (read-your-writes, as in VersionEtagInterceptor).
 * Concurrent askers share one read in flight. The answer is frozen: nobody can change it.
 */
@Injectable()
export class SharedAnswers {
  private readonly held = new BoundedMap<string, Held>(MAX_ENTRIES);

  constructor(private readonly versions: TableVersions) {}

  get<T>(
    key: string,
    sources: readonly string[],
    userUuid: string,
    read: () => Promise<T>,
  ): Promise<T> {
    const stamp = this.versions.stamp(sources, undefined);
    const held = this.held.peek(key);
    if (
      this.versions.trustworthy &&
      held?.stamp === stamp &&
      !this.versions.writtenSince(userUuid, held.point)
    )
      return held.answer as Promise<T>;
    const entry: Held = {
      stamp,
      point: this.versions.writePoint,
      // Frozen once, as it is read: every caller gets this same object (decision 0049).
      answer: read().then(deepFreeze),
    };
    if (this.versions.trustworthy) {
      this.held.set(key, entry);
      // A failed read is not an answer: the next caller reads again.
      entry.answer.catch(() => {
        if (this.held.peek(key) === entry) this.held.delete(key);
      });
    }
    return entry.answer as Promise<T>;
  }
}

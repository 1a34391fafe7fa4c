/** A waiting what-if a newer one of the same user replaced: it is not counted. */
export class SupersededError extends Error {
  override readonly name = 'SupersededError';
}

interface UserTurn {
  /** The newest call waiting behind the running one, if any. */
  waiting?: { start: () => void; supersede: () => void };
}

/**
 * One what-if counting at a time per user, and only their newest call waiting behind it
 * (decision 0033): the panel asks again each time typing pauses, so a call that waited while
 * a newer one arrived answers for a value nobody looks at any more. A burst from one user then
 * costs at most two countings, however long it is, and leaves the event loop to everyone else
 * between them.
 */
export class WhatIfTurns {
  private readonly users = new Map<string, UserTurn>();

  async run<T>(user: string, work: () => Promise<T>): Promise<T> {
    let turn = this.users.get(user);
    if (!turn) {
      turn = {};
      this.users.set(user, turn);
    } else {
      const held = turn;
      held.waiting?.supersede();
      await new Promise<void>((start, reject) => {
        held.waiting = { start, supersede: () => reject(new SupersededError()) };
      });
    }
    try {
      return await work();
    } finally {
      const next = turn.waiting;
      turn.waiting = undefined;
      if (next) next.start();
      else this.users.delete(user);
    }
  }

  /** Users with a what-if counting now (for tests and the benchmark's reading). */
  get busyUsers(): number {
    return this.users.size;
  }
}

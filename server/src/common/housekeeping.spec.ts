import { Logger } from '@nestjs/common';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Housekeeping } from './housekeeping';

const HOUR = 3_600_000;

class Sweeper extends Housekeeping {
  rounds = 0;
  outcomes: (string | undefined | Error)[] = [];
  constructor() {
    super(HOUR, 'sweep the floor');
  }
  protected async round(): Promise<string | undefined> {
    this.rounds++;
    const next = this.outcomes.shift();
    if (next instanceof Error) throw next;
    return next;
  }
}

describe(Housekeeping.name, () => {
  let log: ReturnType<typeof vi.spyOn>;
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers();
    log = vi.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    error = vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs a round at start and one every interval until shutdown, logging what a round did', async () => {
    const sut = new Sweeper();
    sut.outcomes = [undefined, 'Swept 3 crumbs'];
    sut.onApplicationBootstrap();
    await vi.advanceTimersByTimeAsync(0);
    expect(sut.rounds).toBe(1);
    expect(log).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(sut.rounds).toBe(2);
    expect(log).toHaveBeenCalledWith('Swept 3 crumbs');
    sut.onApplicationShutdown();
    await vi.advanceTimersByTimeAsync(3 * HOUR);
    expect(sut.rounds).toBe(2);
  });

  it('logs a failed round and tries again at the next', async () => {
    const sut = new Sweeper();
    sut.outcomes = [new Error('database unavailable'), 'Swept 1 crumb'];
    sut.onApplicationBootstrap();
    await vi.advanceTimersByTimeAsync(0);
    expect(error).toHaveBeenCalledWith('Could not sweep the floor: database unavailable');
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(log).toHaveBeenCalledWith('Swept 1 crumb');
    sut.onApplicationShutdown();
  });
});

import { SupersededError, WhatIfTurns } from './what-if-turns';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('WhatIfTurns', () => {
  it('runs one what-if per user at a time; the newest waiting one replaces an older one', async () => {
    const turns = new WhatIfTurns();
    const order: string[] = [];
    let finishFirst!: () => void;
    const first = turns.run('a', () => {
      order.push('first');
      return new Promise<string>((resolve) => (finishFirst = () => resolve('first')));
    });
    const second = turns.run('a', async () => (order.push('second'), 'second'));
    const third = turns.run('a', async () => (order.push('third'), 'third'));
    // Another user is not held back.
    await expect(turns.run('b', async () => 'other')).resolves.toBe('other');
    await expect(second).rejects.toBeInstanceOf(SupersededError);
    await settle();
    expect(order).toEqual(['first']);
    finishFirst();
    await expect(first).resolves.toBe('first');
    await expect(third).resolves.toBe('third');
    expect(order).toEqual(['first', 'third']);
    expect(turns.busyUsers).toBe(0);
  });

  it('frees the turn when a what-if fails', async () => {
    const turns = new WhatIfTurns();
    await expect(turns.run('a', () => Promise.reject(new Error('bad')))).rejects.toThrow('bad');
    await expect(turns.run('a', async () => 'next')).resolves.toBe('next');
  });
});

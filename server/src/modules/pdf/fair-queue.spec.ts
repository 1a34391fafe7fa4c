import { LimitReached } from '@server/common/limit-reached';
import { FairQueue, LeftQueueError } from './fair-queue';

/** A job that runs until `finish()`; `order` records when each job started. */
function gate(order: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => (order.push(name), done), finish: () => finish() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('FairQueue', () => {
  it("takes keys in turn: one key's backlog delays another's single job by one job", async () => {
    const queue = new FairQueue({ concurrency: 1, perKey: 10 });
    const order: string[] = [];
    const flood = Array.from({ length: 5 }, (_, i) => gate(order, `a${i}`));
    const runs = flood.map((g) => queue.run('a', g.work));
    const single = gate(order, 'b0');
    runs.push(queue.run('b', single.work));
    await settle();
    expect(order).toEqual(['a0']);
    flood[0].finish();
    await settle();
    flood[1].finish();
    await settle();
    expect(order).toEqual(['a0', 'a1', 'b0']);
    single.finish();
    for (const g of flood.slice(2)) {
      await settle();
      g.finish();
    }
    await Promise.all(runs);
    expect(order).toEqual(['a0', 'a1', 'b0', 'a2', 'a3', 'a4']);
    expect(queue.counts()).toMatchObject({ started: 6, running: 0, waiting: 0 });
  });

  it('gives the next free slot to a key with nothing running before a key already running', async () => {
    const queue = new FairQueue({ concurrency: 2, perKey: 10 });
    const order: string[] = [];
    const flood = Array.from({ length: 4 }, (_, i) => gate(order, `a${i}`));
    const runs = flood.map((g) => queue.run('a', g.work));
    const single = gate(order, 'b0');
    runs.push(queue.run('b', single.work));
    await settle();
    expect(order).toEqual(['a0', 'a1']);
    flood[0].finish();
    await settle();
    expect(order).toEqual(['a0', 'a1', 'b0']);
    for (const g of [single, ...flood.slice(1)]) {
      g.finish();
      await settle();
    }
    await Promise.all(runs);
    expect(order).toEqual(['a0', 'a1', 'b0', 'a2', 'a3']);
  });

  it('refuses a key past its cap with a retry time, and counts it', async () => {
    const queue = new FairQueue({ concurrency: 2, perKey: 2 });
    const order: string[] = [];
    const held = [gate(order, 'a0'), gate(order, 'a1')];
    const runs = held.map((g) => queue.run('a', g.work));
    const refused = await queue.run('a', async () => 'never').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(LimitReached);
    expect((refused as LimitReached).held).toBe(2);
    expect((refused as LimitReached).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    // Another key is not refused.
    const other = gate(order, 'b0');
    const otherRun = queue.run('b', other.work);
    for (const g of [...held, other]) g.finish();
    await Promise.all([...runs, otherRun]);
    expect(queue.counts()).toMatchObject({ refused: 1, started: 3 });
    // Room again once the key's jobs are done.
    await expect(queue.run('a', async () => 'again')).resolves.toBe('again');
  });

  it('drops a waiting job whose caller goes away; it never runs', async () => {
    const queue = new FairQueue({ concurrency: 1, perKey: 5 });
    const order: string[] = [];
    const first = gate(order, 'first');
    const running = queue.run('a', first.work);
    const controller = new AbortController();
    const waiting = queue.run('a', async () => order.push('dropped'), controller.signal);
    controller.abort();
    await expect(waiting).rejects.toBeInstanceOf(LeftQueueError);
    expect(queue.counts()).toMatchObject({ dropped: 1, waiting: 0 });
    await expect(
      queue.run('a', async () => 'x', AbortSignal.abort()).catch((e: unknown) => e),
    ).resolves.toBeInstanceOf(LeftQueueError);
    first.finish();
    await running;
    expect(order).toEqual(['first']);
    expect(queue.counts()).toMatchObject({ started: 1, dropped: 2 });
  });
});

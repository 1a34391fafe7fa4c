import { SingleFlight } from './single-flight';

describe(SingleFlight.name, () => {
  it('shares one call among the callers of a key while it runs, then starts afresh', async () => {
    const flight = new SingleFlight<string, number>();
    let calls = 0;
    let release!: (n: number) => void;
    const work = () => {
      calls++;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const first = flight.run('k', work);
    const second = flight.run('k', work);
    expect(second).toBe(first);
    release(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(flight.size).toBe(0);
    const third = flight.run('k', () => Promise.resolve(8));
    expect(await third).toBe(8);
    expect(calls).toBe(1);
  });

  it('never keeps a failure: the next caller runs the work again', async () => {
    const flight = new SingleFlight<string, number>();
    await expect(flight.run('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await flight.run('k', () => Promise.resolve(1))).toBe(1);
  });

  it('runs other keys apart', async () => {
    const flight = new SingleFlight<string, string>();
    const a = flight.run('a', () => Promise.resolve('A'));
    const b = flight.run('b', () => Promise.resolve('B'));
    expect(await Promise.all([a, b])).toEqual(['A', 'B']);
  });

  it('after forget, a caller starts its own work while the earlier callers keep theirs', async () => {
    const flight = new SingleFlight<string, number>();
    let release!: (n: number) => void;
    const early = flight.run('k', () => new Promise<number>((resolve) => (release = resolve)));
    flight.forget('k');
    const late = flight.run('k', () => Promise.resolve(2));
    expect(late).not.toBe(early);
    release(1);
    expect(await early).toBe(1);
    expect(await late).toBe(2);
  });
});

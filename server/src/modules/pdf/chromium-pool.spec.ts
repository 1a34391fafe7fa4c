import { ChromiumPool, type PoolBrowser } from './chromium-pool';

interface FakePage {
  browser: number;
}

/** Browsers that count what the pool does with them. */
function fakeLauncher(options: { failFirst?: boolean } = {}) {
  const launched: { id: number; closed: boolean; disconnect(): void }[] = [];
  let failNext = options.failFirst ?? false;
  const launch = async (): Promise<PoolBrowser<FakePage>> => {
    if (failNext) {
      failNext = false;
      throw new Error('no browser');
    }
    const record = { id: launched.length + 1, closed: false, disconnect: (): void => undefined };
    launched.push(record);
    return {
      createBrowserContext: async () => ({
        newPage: async () => ({ browser: record.id }),
        close: async () => undefined,
      }),
      close: async () => {
        record.closed = true;
      },
      onDisconnected: (handler) => {
        record.disconnect = handler;
      },
    };
  };
  return { launch, launched };
}

const page = async (p: FakePage) => p.browser;

describe(ChromiumPool.name, () => {
  it('launches one browser on the first job and shares it', async () => {
    const { launch, launched } = fakeLauncher();
    const sut = new ChromiumPool({ launch, concurrency: 2, jobsPerBrowser: 50 });
    expect(launched).toHaveLength(0);
    expect(await Promise.all([sut.run(page), sut.run(page), sut.run(page)])).toEqual([1, 1, 1]);
    expect(launched).toHaveLength(1);
    await sut.close();
    expect(launched[0].closed).toBe(true);
  });

  it('runs at most `concurrency` jobs at once', async () => {
    const { launch } = fakeLauncher();
    const sut = new ChromiumPool({ launch, concurrency: 2, jobsPerBrowser: 50 });
    let running = 0;
    let peak = 0;
    const job = async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
    };
    await Promise.all(Array.from({ length: 7 }, () => sut.run(job)));
    expect(peak).toBe(2);
    await sut.close();
  });

  it('recycles the browser after jobsPerBrowser jobs, closing the old one when idle', async () => {
    const { launch, launched } = fakeLauncher();
    const sut = new ChromiumPool({ launch, concurrency: 1, jobsPerBrowser: 2 });
    const used = [];
    for (let i = 0; i < 5; i++) used.push(await sut.run(page));
    expect(used).toEqual([1, 1, 2, 2, 3]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(launched.map((b) => b.closed)).toEqual([true, true, false]);
    await sut.close();
  });

  it('launches a new browser after a disconnect', async () => {
    const { launch, launched } = fakeLauncher();
    const sut = new ChromiumPool({ launch, concurrency: 1, jobsPerBrowser: 50 });
    expect(await sut.run(page)).toBe(1);
    launched[0].disconnect();
    expect(await sut.run(page)).toBe(2);
    await sut.close();
  });

  it('fails the job when the launch fails and tries again on the next one', async () => {
    const { launch } = fakeLauncher({ failFirst: true });
    const sut = new ChromiumPool({ launch, concurrency: 1, jobsPerBrowser: 50 });
    await expect(sut.run(page)).rejects.toThrow('no browser');
    expect(await sut.run(page)).toBe(1);
    await sut.close();
    await expect(sut.run(page)).rejects.toThrow('The PDF renderer has shut down');
  });
});

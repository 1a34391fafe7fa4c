/** What the pool needs of a browser; PdfService adapts puppeteer's Browser to it. */
export interface PoolBrowser<P> {
  createBrowserContext(): Promise<{ newPage(): Promise<P>; close(): Promise<void> }>;
  close(): Promise<void>;
  onDisconnected(handler: () => void): void;
}

export interface ChromiumPoolOptions<P> {
  launch: () => Promise<PoolBrowser<P>>;
  /** Pages rendering at once; more jobs wait their turn. */
  concurrency: number;
  /** A browser serves this many jobs, then a fresh one takes over (leaks stay bounded). */
  jobsPerBrowser: number;
}

class Semaphore {
  private readonly waiting: (() => void)[] = [];

  constructor(private free: number) {}

  async use<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
}

interface Instance<P> {
  browser: Promise<PoolBrowser<P>>;
  jobs: number;
  active: number;
  retired: boolean;
}

/**
 * One browser, launched on the first job, shared by a few pages at a time, each job in its own
 * browser context (no cookies or cache between documents). After `jobsPerBrowser` jobs, or when
 * the browser disconnects (crash, killed), the next job launches a new one; a retired browser
 * closes once its last job is done. A failed launch fails the jobs waiting for it, and the next
 * job tries again.
 */
export class ChromiumPool<P> {
  private readonly slots: Semaphore;
  private readonly instances = new Set<Instance<P>>();
  private current?: Instance<P>;
  private closed = false;

  constructor(private readonly options: ChromiumPoolOptions<P>) {
    this.slots = new Semaphore(options.concurrency);
  }

  run<T>(job: (page: P) => Promise<T>): Promise<T> {
    return this.slots.use(async () => {
      if (this.closed) throw new Error('The PDF renderer has shut down');
      const instance = this.lease();
      try {
        const context = await (await instance.browser).createBrowserContext();
        try {
          return await job(await context.newPage());
        } finally {
          await context.close().catch(() => undefined);
        }
      } finally {
        this.release(instance);
      }
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.current = undefined;
    await Promise.all([...this.instances].map((instance) => this.stop(instance)));
  }

  private lease(): Instance<P> {
    this.current ??= this.start();
    const instance = this.current;
    instance.jobs++;
    instance.active++;
    if (instance.jobs >= this.options.jobsPerBrowser) this.retire(instance);
    return instance;
  }

  private release(instance: Instance<P>): void {
    instance.active--;
    if (instance.retired && instance.active === 0) void this.stop(instance);
  }

  private retire(instance: Instance<P>): void {
    instance.retired = true;
    if (this.current === instance) this.current = undefined;
  }

  private start(): Instance<P> {
    const instance = { jobs: 0, active: 0, retired: false } as Instance<P>;
    instance.browser = this.options.launch().then(
      (browser) => {
        browser.onDisconnected(() => {
          this.retire(instance);
          if (instance.active === 0) void this.stop(instance);
        });
        return browser;
      },
      (error: unknown) => {
        this.retire(instance);
        throw error;
      },
    );
    this.instances.add(instance);
    return instance;
  }

  private async stop(instance: Instance<P>): Promise<void> {
    this.instances.delete(instance);
    const browser = await instance.browser.catch(() => undefined);
    await browser?.close().catch(() => undefined);
  }
}

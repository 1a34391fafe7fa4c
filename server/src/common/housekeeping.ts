import { Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';

/**
 * Work each instance does by itself, at start and then every `everyMs`: the one way the app
 * runs periodic housekeeping that is not a scheduler trigger. A trigger fires once across
 * instances and an administrator may pause or delete it; this is for work that must happen on
 * every instance (its own files) or needs no one's say (idempotent deletes of rows nothing
 * counts any more). A round's failure is logged and the next round tries again.
 */
export abstract class Housekeeping implements OnApplicationBootstrap, OnApplicationShutdown {
  protected readonly logger = new Logger(this.constructor.name);
  private timer?: NodeJS.Timeout;

  /** `what` completes "Could not ..." in the log line of a failed round. */
  protected constructor(
    private readonly everyMs: number,
    private readonly what: string,
  ) {}

  /** One round; answers a line for the log when it did something. */
  protected abstract round(): Promise<string | undefined>;

  onApplicationBootstrap(): void {
    void this.roundLogged();
    this.timer = setInterval(() => void this.roundLogged(), this.everyMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async roundLogged(): Promise<void> {
    try {
      const done = await this.round();
      if (done) this.logger.log(done);
    } catch (error) {
      this.logger.error(`Could not ${this.what}: ${(error as Error).message}`);
    }
  }
}

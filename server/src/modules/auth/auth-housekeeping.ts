import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { RateLimitService } from './rate-limit.service';
import { SignInThrottleService } from './sign-in-throttle.service';

/** How often each instance removes what throttling no longer needs. */
export const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Removes the rows sign-in throttling and rate limits leave behind once they count nothing,
 * at start and then hourly. Every instance does it; the deletes are idempotent, so instances
 * need no coordination.
 */
@Injectable()
export class AuthHousekeeping implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AuthHousekeeping.name);
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly limits: RateLimitService,
    private readonly throttle: SignInThrottleService,
  ) {}

  onApplicationBootstrap(): void {
    void this.pruneLogged();
    this.timer = setInterval(() => void this.pruneLogged(), PRUNE_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async prune(): Promise<{ buckets: number; failures: number }> {
    return {
      buckets: await this.limits.pruneExpired(),
      failures: await this.throttle.pruneForgotten(),
    };
  }

  private async pruneLogged(): Promise<void> {
    try {
      const { buckets, failures } = await this.prune();
      if (buckets || failures)
        this.logger.log(
          `Pruned ${buckets} rate limit bucket(s) and ${failures} sign-in failure row(s)`,
        );
    } catch (error) {
      this.logger.error(`Could not prune throttling rows: ${(error as Error).message}`);
    }
  }
}

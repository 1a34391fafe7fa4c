import { Injectable } from '@nestjs/common';
import { Housekeeping } from '@server/common/housekeeping';
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
export class AuthHousekeeping extends Housekeeping {
  constructor(
    private readonly limits: RateLimitService,
    private readonly throttle: SignInThrottleService,
  ) {
    super(PRUNE_EVERY_MS, 'prune throttling rows');
  }

  async prune(): Promise<{ buckets: number; failures: number }> {
    return {
      buckets: await this.limits.pruneExpired(),
      failures: await this.throttle.pruneForgotten(),
    };
  }

  protected async round(): Promise<string | undefined> {
    const { buckets, failures } = await this.prune();
    if (buckets || failures)
      return `Pruned ${buckets} rate limit bucket(s) and ${failures} sign-in failure row(s)`;
    return undefined;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '@server/config/config.module';
import type { AppConfig } from '@server/config/app-config';
import { TooManyRequestsException } from './auth.exceptions';
import { rowsChanged } from '@server/common/db/rows-changed';

export interface RateLimit {
  limit: number;
  /** At most MAX_WINDOW_SECONDS: older buckets are pruned. */
  windowSeconds: number;
}

/** The longest window any limit may use; a bucket older than this counts nothing any more. */
export const MAX_WINDOW_SECONDS = 24 * 60 * 60;

/** Sign-in and recovery limits, counted in PostgreSQL so that every instance agrees. */
@Injectable()
export class RateLimitService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Sign-in calls per minute from one address (SIGN_IN_LIMIT_PER_ADDRESS, default 60). */
  hitSignInFromAddress(address: string | undefined): Promise<void> {
    return this.hit(`auth:ip:${address}`, {
      limit: this.config.signInLimitPerAddress,
      windowSeconds: 60,
    });
  }

  /** Counts one hit; throws 429 with the seconds until the window ends when over the limit. */
  async hit(key: string, { limit, windowSeconds }: RateLimit): Promise<void> {
    if (windowSeconds > MAX_WINDOW_SECONDS)
      throw new Error(`A rate limit window of ${windowSeconds} s is longer than the pruning keeps`);
    const [row] = await this.dataSource.query(
      `INSERT INTO rate_limit_buckets (bucket_key, window_start, hits) VALUES ($1, now(), 1)
       ON CONFLICT (bucket_key) DO UPDATE SET
         hits = CASE WHEN rate_limit_buckets.window_start < now() - make_interval(secs => $2)
                     THEN 1 ELSE rate_limit_buckets.hits + 1 END,
         window_start = CASE WHEN rate_limit_buckets.window_start < now() - make_interval(secs => $2)
                     THEN now() ELSE rate_limit_buckets.window_start END
       RETURNING hits,
         GREATEST(1, CEIL(EXTRACT(EPOCH FROM window_start + make_interval(secs => $2) - now())))::int AS "retryAfter"`,
      [key, windowSeconds],
    );
    if (row.hits > limit) throw new TooManyRequestsException(row.retryAfter);
  }

  /**
   * Buckets whose window ended long ago count nothing (the next hit starts again at 1), but
   * every new key (an address, an e-mail typed into "forgot password") leaves a row: without
   * this, anyone could grow the table without bound. Returns how many went.
   */
  async pruneExpired(): Promise<number> {
    return rowsChanged(
      this.dataSource,
      `DELETE FROM rate_limit_buckets WHERE window_start < now() - make_interval(secs => $1)`,
      [MAX_WINDOW_SECONDS],
    );
  }
}

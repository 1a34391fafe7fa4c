import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '@server/config/config.module';
import type { AppConfig } from '@server/config/app-config';
import { TooManyRequestsException } from './auth.exceptions';

export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

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
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TooManyRequestsException } from './auth.exceptions';

export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

/** Sign-in and recovery limits, counted in PostgreSQL so that every instance agrees. */
export const AUTH_LIMITS = {
  perAddress: { limit: 60, windowSeconds: 60 },
  perUsername: { limit: 20, windowSeconds: 60 },
} satisfies Record<string, RateLimit>;

@Injectable()
export class RateLimitService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

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

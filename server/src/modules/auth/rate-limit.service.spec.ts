import { DataSource } from 'typeorm';
import { beforeEach, describe, expect, it } from 'vitest';
import { APP_CONFIG } from '@server/config/config.module';
import { refusalOf } from '@server/testing/refusal';
import { fake, serviceOver } from '@server/testing/service-over';
import { AuthErrorCode } from './auth.exceptions';
import { MAX_WINDOW_SECONDS, RateLimitService } from './rate-limit.service';

/**
 * The limits counted in PostgreSQL (so every instance agrees): the fake answers the bucket's
 * count as the upsert would, so the spec sees the service's rule: the limit's own hits pass,
 * the next is refused with the seconds left, and no window outlives the pruning.
 */

let hits: Map<string, number>;
let asked: { key: string; window: number }[];
let service: RateLimitService;

beforeEach(async () => {
  hits = new Map();
  asked = [];
  service = await serviceOver(
    RateLimitService,
    fake(DataSource, {
      query: async (_sql: string, [key, window]: [string, number]) => {
        asked.push({ key, window });
        hits.set(key, (hits.get(key) ?? 0) + 1);
        return [{ hits: hits.get(key), retryAfter: 42 }];
      },
    }),
    fake(APP_CONFIG, { signInLimitPerAddress: 3 }),
  );
});

describe(RateLimitService.name, () => {
  it('lets the limit’s own hits through and refuses the next with the seconds left', async () => {
    for (let i = 0; i < 3; i++) await service.hitSignInFromAddress('10.0.0.1');
    expect(await refusalOf(service.hitSignInFromAddress('10.0.0.1'))).toBe(
      `${AuthErrorCode.TooManyRequests}: Too many requests; retry in 42 s`,
    );
    await service.hitSignInFromAddress('10.0.0.2');
    expect(asked[0]).toEqual({ key: 'auth:ip:10.0.0.1', window: 60 });
  });

  it('refuses a window longer than the pruning keeps', async () => {
    await expect(
      service.hit('k', { limit: 1, windowSeconds: MAX_WINDOW_SECONDS + 1 }),
    ).rejects.toThrow(/longer than the pruning keeps/);
    expect(asked).toEqual([]);
  });
});

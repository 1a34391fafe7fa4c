import type { EntityManager } from 'typeorm';
import { DataSource } from 'typeorm';
import { beforeEach, describe, expect, it } from 'vitest';
import { DomainEvents } from '@server/common/events/domain-events';
import { APP_CONFIG } from '@server/config/config.module';
import { AuditService } from '@server/modules/audit/audit.service';
import { UserAccountsService, type UserAccount } from '@server/modules/users/user-accounts.service';
import { refusalOf } from '@server/testing/refusal';
import { fake, serviceOver } from '@server/testing/service-over';
import { AuthErrorCode } from './auth.exceptions';
import {
  FREE_FAILURES,
  MAX_DELAY_SECONDS,
  SignInThrottleService,
} from './sign-in-throttle.service';

/**
 * Growing delays per (username, address) instead of locking the account (decision 0021): the
 * fake answers each statement as the sign_in_failures table would, so the spec sees the
 * service's own rules: when the wait starts, how it grows, whom it is audited for, what the
 * admins see on the user, and what clears it. The 24-hour forgetting is SQL, the e2e suite's.
 */

interface Pair {
  failures: number;
  delayedUntil: Date | null;
}

const ann = { userUuid: 'uuid-ann', userCode: 'ann' } as UserAccount;

class World {
  pairs = new Map<string, Pair>();
  delays: number[] = [];
  audit: string[] = [];
  summary: Record<string, unknown> = {};
  readonly events = new DomainEvents();

  /** The sign_in_failures statements the service runs, answered from `pairs`. */
  private query = async (sql: string, [user, address, n]: [string, string, number]) => {
    const key = `${user}/${address}`;
    const of = (u: string) => [...this.pairs].filter(([k]) => k.startsWith(`${u}/`));
    if (sql.includes('AS "retryAfter"')) {
      const until = this.pairs.get(key)?.delayedUntil;
      return until && until > new Date()
        ? [{ retryAfter: Math.ceil((until.getTime() - Date.now()) / 1000) }]
        : [];
    }
    if (sql.startsWith('INSERT')) {
      const pair = this.pairs.get(key) ?? { failures: 0, delayedUntil: null };
      this.pairs.set(key, { ...pair, failures: pair.failures + 1 });
      return [{ failures: pair.failures + 1 }];
    }
    if (sql.startsWith('UPDATE')) {
      this.delays.push(n);
      this.pairs.get(key)!.delayedUntil = new Date(Date.now() + n * 1000);
      return [];
    }
    if (sql.includes('SUM(failures)')) {
      const rows = of(user).map(([, p]) => p);
      const until = rows.map((p) => p.delayedUntil).filter((d) => d !== null);
      return [
        {
          failures: rows.reduce((sum, p) => sum + p.failures, 0),
          delayedUntil: until.length ? new Date(Math.max(...until.map(Number))) : null,
        },
      ];
    }
    if (sql.startsWith('DELETE')) {
      // A success clears its own pair; a new password or an enable, every pair of the name.
      const gone = sql.includes('address') ? [key] : of(user).map(([k]) => k);
      for (const k of gone) this.pairs.delete(k);
      return [];
    }
    throw new Error(`unexpected statement ${sql}`);
  };

  service(): Promise<SignInThrottleService> {
    return serviceOver(
      SignInThrottleService,
      fake(DataSource, { query: this.query }),
      fake(APP_CONFIG, { signInDelaySeconds: 1 }),
      fake(UserAccountsService, {
        findByUuid: async (uuid: string) => (uuid === ann.userUuid ? ann : null),
        update: async (_uuid: string, changes: object) => void Object.assign(this.summary, changes),
      }),
      fake(AuditService, {
        record: async (entry: { action: string }) => void this.audit.push(entry.action),
      }),
      fake(DomainEvents, this.events),
    );
  }

  enable(userUuid: string): Promise<void> {
    return this.events.emit('user.enabled', { userUuid }, {
      query: this.query,
    } as never as EntityManager);
  }
}

let world: World;
let service: SignInThrottleService;

beforeEach(async () => {
  world = new World();
  service = await world.service();
});

const fail = async (times: number, address = '10.0.0.1', user: UserAccount | null = ann) => {
  for (let i = 0; i < times; i++) await service.recordFailure('ann', address, user);
};

describe('failed sign-ins', () => {
  it('cost nothing for the first few, then a wait that doubles, up to its ceiling', async () => {
    await fail(FREE_FAILURES - 1);
    await service.check('ann', '10.0.0.1');
    expect(world.delays).toEqual([]);
    await fail(1);
    expect(await refusalOf(service.check('ann', '10.0.0.1'))).toMatch(
      new RegExp(
        `^${AuthErrorCode.TooManyRequests}: Too many failed sign-ins for this user from your address; retry in 1 s$`,
      ),
    );
    await fail(12);
    expect(world.delays).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900]);
    expect(Math.max(...world.delays)).toBe(MAX_DELAY_SECONDS);
  });

  it('make only that address wait for that name', async () => {
    await fail(FREE_FAILURES);
    await service.check('ann', '10.0.0.2');
    await service.check('bob', '10.0.0.1');
  });

  it('are audited once, when the wait starts, and only for an account that exists', async () => {
    await fail(FREE_FAILURES + 2);
    expect(world.audit).toEqual(['sign-in-delayed']);
    await fail(FREE_FAILURES + 2, '10.0.0.9', null);
    expect(world.audit).toEqual(['sign-in-delayed']);
  });

  it('show the admins the failures since the last success and whether some address waits', async () => {
    await fail(2, '10.0.0.1');
    expect(world.summary).toMatchObject({ failedAuthCount: 2, locked: false, lockedUntil: null });
    await fail(FREE_FAILURES, '10.0.0.2');
    expect(world.summary).toMatchObject({ failedAuthCount: 7, locked: true });
  });
});

describe('what clears a wait', () => {
  it('a good proof clears its own address only', async () => {
    await fail(FREE_FAILURES, '10.0.0.1');
    await fail(FREE_FAILURES, '10.0.0.2');
    await service.recordSuccess(ann, '10.0.0.1');
    await service.check('ann', '10.0.0.1');
    expect(await refusalOf(service.check('ann', '10.0.0.2'))).toMatch(/retry in/);
    expect(world.summary).toMatchObject({ failedAuthCount: FREE_FAILURES, locked: true });
    expect(world.summary.lastLogin).toBeInstanceOf(Date);
  });

  it('an administrator enabling the account clears every address', async () => {
    await fail(FREE_FAILURES, '10.0.0.1');
    await fail(FREE_FAILURES, '10.0.0.2');
    await world.enable(ann.userUuid);
    await service.check('ann', '10.0.0.1');
    await service.check('ann', '10.0.0.2');
    expect(world.summary).toMatchObject({ failedAuthCount: 0, locked: false, lockedUntil: null });
  });
});

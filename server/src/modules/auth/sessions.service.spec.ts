import { JwtService } from '@nestjs/jwt';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPIRED_TOKEN_RENEWAL_SECONDS } from '@domain/limits';
import type { Principal } from '@server/common/auth/principal';
import { ClusterSync } from '@server/common/events/cluster-sync';
import { DomainEvents } from '@server/common/events/domain-events';
import { EventBusService } from '@server/common/events/event-bus.service';
import { APP_CONFIG } from '@server/config/config.module';
import { refusalOf } from '@server/testing/refusal';
import { fake, serviceOver } from '@server/testing/service-over';
import { AuthErrorCode } from './auth.exceptions';
import type { Session } from './entities/session.entity';
import { SecretsService } from './secrets.service';
import { SessionCache } from './session-cache';
import { SessionsRepository } from './sessions.repository';
import { SessionsService } from './sessions.service';

/**
 * Which token opens which session, and when a session ends, over in-memory session rows with
 * the real JwtService, SessionCache and DomainEvents; the clock is Vitest's, moved by hand.
 * The triggers that tell other instances are the auth e2e suite's part.
 */

const CONFIG = {
  sessionMaxHours: 8,
  jwtTtlSeconds: 900,
  jwtRenewGraceSeconds: 30,
  sessionIdleMinutes: 60,
};
const MINUTE = 60_000;
const START = new Date('2026-12-01T08:00:00Z');

const users = {
  ann: { userUuid: 'uuid-ann', userCode: 'ann', enabled: true, groups: ['staffing:north'] },
  root: { userUuid: 'uuid-root', userCode: 'root', enabled: true, groups: ['premise:admin'] },
};

class World {
  config = { ...CONFIG };
  sessions = new Map<string, Session>();
  closed: string[] = [];
  settled = 0;
  touches = 0;
  readonly events = new DomainEvents();

  private facts(sessionId: string) {
    const s = this.sessions.get(sessionId);
    const user = Object.values(users).find((u) => u.userUuid === s?.userUuid);
    return (
      s &&
      user && {
        ...user,
        isOpen: s.isOpen,
        expiresAt: s.expiresAt.getTime(),
        lastSeen: s.lastSeen.getTime(),
        tokenId: s.tokenId,
        replacedTokenId: s.replacedTokenId,
        replacedUntil: s.replacedUntil?.getTime() ?? null,
      }
    );
  }

  async service(): Promise<SessionsService> {
    const cache = await serviceOver(
      SessionCache,
      fake(EventBusService, { subscribe: () => () => undefined, isListening: true }),
    );
    return serviceOver(
      SessionsService,
      fake(APP_CONFIG, this.config),
      fake(SessionsRepository, {
        insert: async (row: Session) => {
          const session = { ...row, replacedTokenId: null, replacedUntil: null } as Session;
          this.sessions.set(row.sessionId, session);
          return session;
        },
        findById: async (id: string) => this.sessions.get(id) ?? null,
        readFacts: async (id: string) => this.facts(id),
        touch: async (id: string, at: Date) => {
          this.touches++;
          this.sessions.get(id)!.lastSeen = at;
        },
        replaceToken: async (id: string, tokenId: string, grace: number) =>
          void Object.assign(this.sessions.get(id)!, {
            replacedTokenId: this.sessions.get(id)!.tokenId,
            tokenId,
            replacedUntil: new Date(Date.now() + grace * 1000),
            lastSeen: new Date(),
          }),
        closeOpen: async (where: { sessionId?: string; userUuid?: string }, reason: string) => {
          for (const s of this.sessions.values())
            if (s.isOpen && (s.sessionId === where.sessionId || s.userUuid === where.userUuid)) {
              s.isOpen = false;
              this.closed.push(`${s.userUuid} ${reason}`);
            }
        },
      }),
      fake(JwtService, new JwtService()),
      fake(SecretsService, { jwtKey: Buffer.from('k'.repeat(32)) }),
      fake(SessionCache, cache),
      fake(ClusterSync, { settled: async () => void this.settled++ }),
      fake(DomainEvents, this.events),
    );
  }
}

let world: World;
let service: SessionsService;
const client = { userAgent: 'spec', address: '10.0.0.1' };
const later = (minutes: number) => vi.setSystemTime(START.getTime() + minutes * MINUTE);
const refusal = (code: AuthErrorCode, message: string) => `${code}: ${message}`;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  world = new World();
  service = await world.service();
});

afterEach(() => vi.useRealTimers());

describe('a session token', () => {
  it('names its user and groups, and only with its own session id', async () => {
    const { jwt, sessionId } = await service.open(users.ann, client);
    expect(await service.authenticate(jwt, sessionId)).toEqual({
      userUuid: 'uuid-ann',
      userCode: 'ann',
      sessionId,
      groups: ['staffing:north'],
    });
    expect(await refusalOf(service.authenticate(jwt, 'another-session'))).toBe(
      refusal(AuthErrorCode.SessionMismatch, 'X-Session-Id does not match the session token'),
    );
    expect(await refusalOf(service.authenticate(`${jwt}x`, undefined))).toBe(
      refusal(AuthErrorCode.SessionInvalid, 'Session token is invalid or expired'),
    );
  });

  it('lives no longer than its session', async () => {
    world.config.sessionMaxHours = 0.1;
    const { expiresAt } = await service.open(users.ann, client);
    expect(expiresAt).toBe(new Date(START.getTime() + 6 * MINUTE).toISOString());
  });

  it('replaced by renewal keeps working for the grace only', async () => {
    const first = await service.open(users.ann, client);
    const principal = await service.authenticate(first.jwt, undefined);
    const second = await service.renew(principal);
    await service.authenticate(second.jwt, undefined);
    await service.authenticate(first.jwt, undefined);
    vi.setSystemTime(START.getTime() + (CONFIG.jwtRenewGraceSeconds + 1) * 1000);
    expect(await refusalOf(service.authenticate(first.jwt, undefined))).toBe(
      refusal(AuthErrorCode.SessionInvalid, 'Session token was replaced by a newer one'),
    );
    await service.authenticate(second.jwt, undefined);
  });

  it('once run out, is taken for renewal only, and not long after', async () => {
    const { jwt } = await service.open(users.ann, client);
    later(20);
    expect(await refusalOf(service.authenticate(jwt, undefined))).toBe(
      refusal(AuthErrorCode.SessionInvalid, 'Session token is invalid or expired'),
    );
    await service.authenticate(jwt, undefined, { allowExpiredJwt: true });
    later(15 + EXPIRED_TOKEN_RENEWAL_SECONDS / 60 + 1);
    expect(await refusalOf(service.authenticate(jwt, undefined, { allowExpiredJwt: true }))).toBe(
      refusal(
        AuthErrorCode.SessionExpired,
        'Session token expired more than 15 minutes ago: sign in again',
      ),
    );
  });
});

describe('a session', () => {
  it('left idle past the limit expires, closed for good', async () => {
    world.config.sessionIdleMinutes = 5;
    const { jwt } = await service.open(users.ann, client);
    later(2);
    await service.authenticate(jwt, undefined);
    later(7.5);
    expect(await refusalOf(service.authenticate(jwt, undefined))).toBe(
      refusal(AuthErrorCode.SessionExpired, 'Session has expired'),
    );
    expect(world.closed).toEqual(['uuid-ann expired']);
    expect(await refusalOf(service.authenticate(jwt, undefined))).toBe(
      refusal(AuthErrorCode.SessionEnded, 'Session has ended'),
    );
  });

  it('is seen at most twice a minute, not at every request', async () => {
    const { jwt } = await service.open(users.ann, client);
    vi.setSystemTime(START.getTime() + 31_000);
    await service.authenticate(jwt, undefined);
    await service.authenticate(jwt, undefined);
    vi.setSystemTime(START.getTime() + 45_000);
    await service.authenticate(jwt, undefined);
    expect(world.touches).toBe(1);
  });

  it('ends for every browser of a user an administrator disables', async () => {
    const phone = await service.open(users.ann, client);
    const laptop = await service.open(users.ann, client);
    const other = await service.open(users.root, client);
    await world.events.emit('user.disabled', { userUuid: 'uuid-ann' }, {} as never);
    for (const { jwt } of [phone, laptop])
      expect(await refusalOf(service.authenticate(jwt, undefined))).toBe(
        refusal(AuthErrorCode.SessionEnded, 'Session has ended'),
      );
    await service.authenticate(other.jwt, undefined);
  });
});

describe('ending a session', () => {
  let ann: Principal;
  let root: Principal;

  beforeEach(async () => {
    ann = await service.authenticate((await service.open(users.ann, client)).jwt, undefined);
    root = await service.authenticate((await service.open(users.root, client)).jwt, undefined);
  });

  it('one’s own, answered once every instance has heard it', async () => {
    await service.end(ann, ann.sessionId);
    expect(world.closed).toEqual(['uuid-ann ended-by-user']);
    expect(world.settled).toBe(1);
    expect(await refusalOf(service.end(ann, ann.sessionId))).toBe(
      refusal(AuthErrorCode.SessionNotFound, 'Session not found'),
    );
  });

  it('another’s only as an administrator', async () => {
    expect(await refusalOf(service.end(ann, root.sessionId))).toBe(
      refusal(AuthErrorCode.OthersSession, 'You may only end your own sessions'),
    );
    await service.end(root, ann.sessionId);
    expect(world.closed).toEqual(['uuid-ann ended-by-admin']);
  });
});

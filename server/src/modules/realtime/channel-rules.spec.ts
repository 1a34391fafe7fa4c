import { describe, expect, it } from 'vitest';
import type { Principal } from '@server/common/auth/principal';
import { admitCalls, callsOf, namedReaders, pushOf, pushText } from './channel-rules';

describe(admitCalls.name, () => {
  it('serves up to the cap, refuses past it, closes at twice the cap in one window', () => {
    const window = { windowStart: 0, calls: 0 };
    expect(admitCalls(window, 3, 3, 5_000)).toBe('ok');
    expect(admitCalls(window, 1, 3, 5_500)).toBe('refuse');
    expect(admitCalls(window, 2, 3, 5_900)).toBe('refuse');
    expect(admitCalls(window, 1, 3, 5_999)).toBe('close');
  });
  it('starts a new window after a second', () => {
    const window = { windowStart: 1_000, calls: 3 };
    expect(admitCalls(window, 1, 3, 2_000)).toBe('ok');
    expect(window).toEqual({ windowStart: 2_000, calls: 1 });
  });
});

describe(callsOf.name, () => {
  it('counts each call of a batch, a batch over the cap or an empty one as one', () => {
    expect(callsOf({ id: 1 }, 5)).toBe(1);
    expect(callsOf([1, 2, 3], 5)).toBe(3);
    expect(callsOf([], 5)).toBe(1);
    expect(callsOf([1, 2, 3, 4, 5, 6], 5)).toBe(1);
  });
});

describe(pushOf.name, () => {
  const params = (push: ReturnType<typeof pushOf>) => push && JSON.parse(pushText(push));
  it("sends DIRTY with the ids only, to whoever may read the event's object", () => {
    const event = { kind: 'DIRTY', entity: 'exam', uuid: 'e1', action: 'update' } as const;
    const push = pushOf(event);
    expect(push?.audience).toEqual({ to: 'readers', event });
    expect(params(push)).toEqual({
      jsonrpc: '2.0',
      method: 'DIRTY',
      params: { entity: 'exam', uuid: 'e1', action: 'update' },
    });
  });
  it('adds the position its refetch reads after, when there is one', () => {
    const push = pushOf({ kind: 'DIRTY', entity: 'exam', uuid: 'e1', action: 'update' })!;
    expect(JSON.parse(pushText(push, '000000000a1b2c3d')).params).toEqual({
      entity: 'exam',
      uuid: 'e1',
      action: 'update',
      position: '000000000a1b2c3d',
    });
  });
  it('turns RESYNC into a DIRTY of everything, for everyone', () => {
    expect(pushOf({ kind: 'RESYNC' })?.audience).toEqual({ to: 'everyone' });
    expect(params(pushOf({ kind: 'RESYNC' })).params).toEqual({
      entity: '*',
      uuid: null,
      action: 'refetch',
    });
  });
  it('sends FYI to its user only (or everyone when it names none)', () => {
    expect(pushOf({ kind: 'FYI', userUuid: 'u1', message: 'hi' })?.audience).toEqual({
      to: 'user',
      userUuid: 'u1',
    });
    expect(pushOf({ kind: 'FYI', userUuid: null, message: 'hi' })?.audience).toEqual({
      to: 'everyone',
    });
    expect(params(pushOf({ kind: 'FYI', userUuid: 'u1', message: 'hi' }))).toMatchObject({
      method: 'FYI',
      params: { message: 'hi' },
    });
  });
  it('keeps cache events between servers', () => {
    expect(pushOf({ kind: 'CACHE', region: 'r', key: null })).toBeUndefined();
  });
});

describe(namedReaders.name, () => {
  const as = (userUuid: string) => ({ userUuid, groups: [] }) as unknown as Principal;
  it('lets everyone read, or the one user named', () => {
    expect(namedReaders({ to: 'everyone' })(as('u2'))).toBe(true);
    expect(namedReaders({ to: 'user', userUuid: 'u1' })(as('u1'))).toBe(true);
    expect(namedReaders({ to: 'user', userUuid: 'u1' })(as('u2'))).toBe(false);
  });
});

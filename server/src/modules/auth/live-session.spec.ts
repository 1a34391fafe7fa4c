import { describe, expect, it } from 'vitest';
import { isCurrentToken, sessionState, type SessionLiveness } from './live-session';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const IDLE_MINUTES = 30;
const live: SessionLiveness = {
  isOpen: true,
  enabled: true,
  expiresAt: NOW + 3_600_000,
  lastSeen: NOW - 60_000,
};

describe(sessionState.name, () => {
  it('calls an open session of an enabled user, seen lately and before its end, live', () => {
    expect(sessionState(live, NOW, IDLE_MINUTES)).toBe('live');
  });

  it.each([
    ['closed', { isOpen: false }],
    ['its user disabled', { enabled: false }],
    ['closed even when also past its end', { isOpen: false, expiresAt: NOW - 1 }],
  ])('calls a session %s ended', (_case, change) => {
    expect(sessionState({ ...live, ...change }, NOW, IDLE_MINUTES)).toBe('ended');
  });

  it.each([
    ['at its absolute end', { expiresAt: NOW }],
    ['idle for exactly the limit', { lastSeen: NOW - IDLE_MINUTES * 60_000 }],
  ])('calls a session %s expired', (_case, change) => {
    expect(sessionState({ ...live, ...change }, NOW, IDLE_MINUTES)).toBe('expired');
  });

  it('keeps a session seen a moment inside the idle limit', () => {
    const lastSeen = NOW - IDLE_MINUTES * 60_000 + 1;
    expect(sessionState({ ...live, lastSeen }, NOW, IDLE_MINUTES)).toBe('live');
  });
});

describe(isCurrentToken.name, () => {
  const tokens = { tokenId: 'new', replacedTokenId: 'old', replacedUntil: NOW + 30_000 };

  it('takes the current token, and the one renewal replaced while the grace lasts', () => {
    expect(isCurrentToken('new', tokens, NOW)).toBe(true);
    expect(isCurrentToken('old', tokens, NOW)).toBe(true);
  });

  it('refuses the replaced token once the grace is over, and any other token', () => {
    expect(isCurrentToken('old', tokens, NOW + 30_000)).toBe(false);
    expect(isCurrentToken('older', tokens, NOW)).toBe(false);
    expect(isCurrentToken(undefined, tokens, NOW)).toBe(false);
    expect(isCurrentToken('old', { ...tokens, replacedUntil: null }, NOW)).toBe(false);
  });

  it('takes any token of a session opened before tokens were tracked', () => {
    const untracked = { tokenId: null, replacedTokenId: null, replacedUntil: null };
    expect(isCurrentToken(undefined, untracked, NOW)).toBe(true);
    expect(isCurrentToken('whatever', untracked, NOW)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { sessionState, type SessionLiveness } from './live-session';

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

import { describe, expect, it } from 'vitest';
import {
  applyRequestHeaders,
  newAntiForgeryToken,
  SESSION_ID_KEY,
  SESSION_JWT_KEY,
} from './requestHeaders';
import { noteWritePosition, resetWritePosition } from './writePosition';

describe(applyRequestHeaders.name, () => {
  it('adds a 32-character hex anti-forgery token that differs per request', () => {
    const first = applyRequestHeaders(new Headers()).get('X-Anti-Forgery');
    const second = applyRequestHeaders(new Headers()).get('X-Anti-Forgery');

    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(first).not.toBe(second);
  });

  it('sends no session headers without a stored session', () => {
    const headers = applyRequestHeaders(new Headers());

    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('X-Session-Id')).toBe(false);
  });

  it('sends the stored jwt and session id', () => {
    localStorage.setItem(SESSION_JWT_KEY, 'header.payload.sig');
    localStorage.setItem(SESSION_ID_KEY, 'session-1');
    const headers = applyRequestHeaders(new Headers());

    expect(headers.get('Authorization')).toBe('Bearer header.payload.sig');
    expect(headers.get('X-Session-Id')).toBe('session-1');
  });
});

describe('X-Read-After', () => {
  it('sends none before any write, then the latest write position answered', () => {
    resetWritePosition();
    expect(applyRequestHeaders(new Headers()).has('X-Read-After')).toBe(false);

    noteWritePosition(new Headers({ 'X-Write-Position': '00000000016b3a10' }));
    noteWritePosition(new Headers({ 'X-Write-Position': '00000000016b0000' }));
    noteWritePosition(new Headers({ 'X-Write-Position': 'not-a-position' }));
    noteWritePosition(new Headers());

    expect(applyRequestHeaders(new Headers()).get('X-Read-After')).toBe('00000000016b3a10');
    resetWritePosition();
  });
});

describe(newAntiForgeryToken.name, () => {
  it('keeps leading zeros so every token is 32 lowercase hex characters', () => {
    for (let i = 0; i < 50; i++) expect(newAntiForgeryToken()).toMatch(/^[0-9a-f]{32}$/);
  });
});

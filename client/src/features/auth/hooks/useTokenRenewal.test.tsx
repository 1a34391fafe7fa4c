import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@client/app/store';
import { storeSession, stubApi } from '@client/test/stubApi';
import { readSession } from '@client/api/session/sessionStore';
import { useTokenRenewal } from './useTokenRenewal';

function renderRenewal(enabled: boolean) {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return { store, ...renderHook(() => useTokenRenewal(enabled), { wrapper }) };
}

afterEach(() => vi.useRealTimers());

/**
 * Testing Library's waitFor polls with setInterval, which these tests fake; this polls with the
 * real setTimeout instead.
 */
async function eventually(check: () => void, timeoutMs = 2000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
  }
}

describe(useTokenRenewal.name, () => {
  it('swaps the token every 60 s and stores the new one', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    storeSession('first.jwt.token');
    let renewals = 0;
    const api = stubApi({
      'GET public/authorize/renew': () =>
        Response.json({
          jwt: `renewed-${++renewals}`,
          sessionId: 'session-1',
          expiresAt: new Date(Date.now() + 900_000).toISOString(),
        }),
    });
    renderRenewal(true);

    act(() => vi.advanceTimersByTime(59_999));
    expect(api.paths()).toEqual([]);

    act(() => vi.advanceTimersByTime(1));
    await eventually(() => expect(readSession()?.jwt).toBe('renewed-1'));
    expect(api.requests[0].headers.get('Authorization')).toBe('Bearer first.jwt.token');
    expect(api.requests[0].headers.get('X-Session-Id')).toBe('session-1');

    act(() => vi.advanceTimersByTime(60_000));
    await eventually(() => expect(readSession()?.jwt).toBe('renewed-2'));
    expect(api.requests[1].headers.get('Authorization')).toBe('Bearer renewed-1');
  });

  it('ends the session when the server refuses to renew', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    storeSession();
    stubApi({
      'GET public/authorize/renew': () =>
        Response.json({ statusCode: 401, message: 'Session has ended' }, { status: 401 }),
    });
    const { store } = renderRenewal(true);

    act(() => vi.advanceTimersByTime(60_000));
    await eventually(() => expect(store.getState().session.signedIn).toBe(false));
    expect(readSession()).toBeNull();
  });

  it('does nothing while signed out', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const api = stubApi({});
    renderRenewal(false);

    act(() => vi.advanceTimersByTime(300_000));
    expect(api.paths()).toEqual([]);
  });
});

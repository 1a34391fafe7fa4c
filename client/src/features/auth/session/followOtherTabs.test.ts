import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '@client/app/store';
import { SESSION_JWT_KEY } from '@client/api/requestHeaders';
import { followOtherTabs } from './followOtherTabs';
import { clearSession, saveSession } from '@client/api/session/sessionStore';

const session = { jwt: 'a.b.c', sessionId: 's-1', expiresAt: '2099-01-01T00:00:00.000Z' };

/** What the browser fires in this tab when another tab writes localStorage. */
function otherTabWrote(key: string | null, oldValue: string | null, newValue: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue }));
}

describe('following other tabs', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    clearSession();
  });

  it('signs this tab out when another tab signs out', () => {
    saveSession(session);
    const store = makeStore();
    stop = followOtherTabs(store.dispatch);
    expect(store.getState().session.signedIn).toBe(true);

    clearSession();
    otherTabWrote(SESSION_JWT_KEY, 'a.b.c', null);
    expect(store.getState().session).toEqual({ signedIn: false, user: null });
  });

  it('signs this tab in when another tab signs in, and ignores renewals and other keys', () => {
    const store = makeStore();
    stop = followOtherTabs(store.dispatch);
    otherTabWrote('unrelated', null, 'x');
    expect(store.getState().session.signedIn).toBe(false);

    saveSession(session);
    otherTabWrote(SESSION_JWT_KEY, null, 'a.b.c');
    expect(store.getState().session.signedIn).toBe(true);

    saveSession({ ...session, jwt: 'd.e.f' });
    otherTabWrote(SESSION_JWT_KEY, 'a.b.c', 'd.e.f');
    expect(store.getState().session.signedIn).toBe(true);
  });

  it('treats a cleared localStorage as signing out', () => {
    saveSession(session);
    const store = makeStore();
    stop = followOtherTabs(store.dispatch);
    localStorage.clear();
    otherTabWrote(null, null, null);
    expect(store.getState().session.signedIn).toBe(false);
  });

  it('stops listening when asked', () => {
    saveSession(session);
    const store = makeStore();
    followOtherTabs(store.dispatch)();
    clearSession();
    otherTabWrote(SESSION_JWT_KEY, 'a.b.c', null);
    expect(store.getState().session.signedIn).toBe(true);
  });
});

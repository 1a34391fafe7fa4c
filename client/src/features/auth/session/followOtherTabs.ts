import type { Dispatch } from '@reduxjs/toolkit';
import { baseApi } from '@client/api/baseApi';
import { SESSION_JWT_KEY } from '@client/api/requestHeaders';
import { sessionEnded, sessionStarted } from './sessionSlice';
import { hasStoredSession } from '@client/api/session/sessionStore';

/**
 * Tabs share the stored session, so signing out in one tab signs out all of them, and signing
 * in in one signs in the others: the 'storage' event tells a tab that another changed it.
 * A renewal (a new token while signed in) needs nothing: every call reads the stored token.
 */
export function followOtherTabs(dispatch: Dispatch, target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    // key null: the other tab cleared all of localStorage.
    if (event.key !== null && event.key !== SESSION_JWT_KEY) return;
    const signedIn = hasStoredSession();
    const startedElsewhere = signedIn && (event.key === null || event.oldValue === null);
    if (signedIn && !startedElsewhere) return;
    // Nothing cached for the previous person may show to the next one.
    dispatch(baseApi.util.resetApiState());
    dispatch(signedIn ? sessionStarted(null) : sessionEnded());
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}

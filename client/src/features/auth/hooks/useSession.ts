import { groupCodesOf } from '@domain/groups';
import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { baseApi } from '@client/api/baseApi';
import type { UserDto } from '../api/authApi';
import { sessionEnded, sessionStarted, type SessionState } from '../session/sessionSlice';
import { clearSession, saveSession, type StoredSession } from '@client/api/session/sessionStore';

export function fullNameOf(user: Pick<UserDto, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/** The signed-in person and the two ways a session starts and ends on this side. */
export function useSession() {
  // The slice's own state shape, not the app's RootState: the store imports this feature, so
  // reaching back for app/hooks would close an import loop (store -> auth -> hooks -> store).
  const { signedIn, user } = useSelector((state: { session: SessionState }) => state.session);
  const dispatch = useDispatch();

  const startSession = useCallback(
    (session: StoredSession, sessionUser: UserDto | null) => {
      // Nothing cached for the previous person may show to the next one.
      dispatch(baseApi.util.resetApiState());
      saveSession(session);
      dispatch(sessionStarted(sessionUser));
    },
    [dispatch],
  );

  const endSession = useCallback(() => {
    clearSession();
    dispatch(sessionEnded());
  }, [dispatch]);

  return {
    signedIn,
    user,
    fullName: user ? fullNameOf(user) : '',
    groups: user ? groupCodesOf(user) : [],
    startSession,
    endSession,
  };
}

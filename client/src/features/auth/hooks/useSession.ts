import { groupCodesOf } from '@domain/groups';
import { useCallback } from 'react';
import { baseApi } from '@client/api/baseApi';
import type { UserDto } from '../api/authApi';
import { useAppDispatch, useAppSelector } from '@client/app/hooks';
import { sessionEnded, sessionStarted } from '../session/sessionSlice';
import { clearSession, saveSession, type StoredSession } from '@client/api/session/sessionStore';

export function fullNameOf(user: Pick<UserDto, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/** The signed-in person and the two ways a session starts and ends on this side. */
export function useSession() {
  const { signedIn, user } = useAppSelector((state) => state.session);
  const dispatch = useAppDispatch();

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

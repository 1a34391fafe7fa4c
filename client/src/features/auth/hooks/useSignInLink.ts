import { INCORRECT_USERNAME_PASSWORD } from '@domain/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLazyMeQuery, useLogoutMutation, type UserDto } from '../api/authApi';
import {
  clearSession,
  jwtExpiresAt,
  readSession,
  saveSession,
} from '@client/api/session/sessionStore';
import { authErrorMessage, httpStatusOf } from '../utils/authErrors';
import { forgetSsoOrigin } from '../utils/loginOrigin';
import { accountOfLink, closeLinkSession, type SignInLink } from '../utils/signInLink';
import { useSession } from './useSession';

/** The question a link for another account asks: stay as `current`, or continue as `next`. */
export interface AccountSwitch {
  current: UserDto;
  next: UserDto;
}

/** A link's session as the browser stores it; the server hands over only the token. */
const storedOf = (link: SignInLink) => ({ ...link, expiresAt: jwtExpiresAt(link.jwt) ?? '' });

export type SignInLinkState =
  { kind: 'none' | 'done' } | { kind: 'working' } | ({ kind: 'asking' } & AccountSwitch);

/**
 * Completes the single sign-on hand-off (/login?uuid=...&jwt=...). With no session open in this
 * browser the link's session is taken. A link never swaps an open session (this tab's or another
 * tab's: they share the stored one) behind the person's back (issue 29): for the same account
 * it just continues, for another it names both and lets the person stay or sign out and go on.
 */
export function useSignInLink(link: SignInLink | null, onFailure: (message: string) => void) {
  const navigate = useNavigate();
  const { startSession, endSession } = useSession();
  const [fetchMe] = useLazyMeQuery();
  const [logoutOnServer] = useLogoutMutation();
  const [state, setState] = useState<SignInLinkState>({ kind: link ? 'working' : 'none' });
  const started = useRef(false);

  /** Takes the link's session: nobody else is signed in here. */
  const take = useCallback(
    (l: SignInLink) => {
      saveSession(storedOf(l));
      fetchMe()
        .unwrap()
        .then(({ user }) => {
          forgetSsoOrigin();
          startSession(storedOf(l), user);
          setState({ kind: 'done' });
        })
        .catch((failure: unknown) => {
          clearSession();
          onFailure(authErrorMessage(failure, INCORRECT_USERNAME_PASSWORD));
          setState({ kind: 'done' });
          // The token must not stay in the address bar or the history.
          navigate('/login', { replace: true });
        });
    },
    [fetchMe, navigate, onFailure, startSession],
  );

  useEffect(() => {
    if (!link || started.current) return;
    started.current = true;
    const open = readSession();
    if (!open) return take(link);
    // The token leaves the address bar before anything is asked.
    navigate('/login', { replace: true });
    if (open.sessionId === link.sessionId) return setState({ kind: 'done' });
    const current = fetchMe()
      .unwrap()
      .then(
        ({ user }) => user,
        // 401: the open session had ended already (the base query has cleared it).
        (failure: unknown) => {
          if (httpStatusOf(failure) === 401) return null;
          throw failure;
        },
      );
    Promise.all([current, accountOfLink(link)])
      .then(([me, next]) => {
        if (!me) return take(link);
        // A dead link changes nothing: the open session goes on.
        if (!next) return setState({ kind: 'done' });
        if (next.userUuid === me.userUuid) {
          void closeLinkSession(link);
          forgetSsoOrigin();
          return setState({ kind: 'done' });
        }
        setState({ kind: 'asking', current: me, next });
      })
      .catch((failure: unknown) => {
        onFailure(authErrorMessage(failure, INCORRECT_USERNAME_PASSWORD));
        setState({ kind: 'done' });
      });
  }, [link, take, fetchMe, navigate, onFailure]);

  /** Keeps the open session; the link's session is closed. */
  const stay = () => {
    if (link) void closeLinkSession(link);
    forgetSsoOrigin();
    setState({ kind: 'done' });
  };

  /** Signs the open session out (here and on the server) and continues as the link's account. */
  const switchAccount = async () => {
    if (!link || state.kind !== 'asking') return;
    const { next } = state;
    setState({ kind: 'working' });
    await logoutOnServer()
      .unwrap()
      .catch(() => undefined);
    // Cleared first, so other tabs see a sign-out and then a sign-in, not a token renewal.
    endSession();
    forgetSsoOrigin();
    startSession(storedOf(link), next);
    setState({ kind: 'done' });
  };

  return { state, stay, switchAccount };
}

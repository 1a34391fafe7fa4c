import { INCORRECT_USERNAME_PASSWORD } from '@domain/messages';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  useLazyAuthorizeV2Query,
  useLazyCheckSsoQuery,
  useLazyRequestCredentialsV2Query,
  type LoginResultDto,
} from '../api/authApi';
import { authErrorMessage, BROWSER_FAILURE, httpStatusOf, isQueryError } from '../utils/authErrors';
import { originFrom, rememberOriginForSso, ssoOrigin } from '../utils/loginOrigin';
import { loadOpaque } from '../utils/opaque';
import { randomProof } from '../utils/randomTokens';
import { signInLinkOf } from '../utils/signInLink';
import { useSession } from './useSession';
import { useSignInLink } from './useSignInLink';

// Long enough not to ask the server about every keystroke of an e-mail address.
const SSO_CHECK_DELAY_MS = 400;

/** Only e-mail addresses can belong to a Microsoft single sign-on domain. */
const looksLikeEmail = (username: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(username);

export const msalRedirectUrl = (username: string) =>
  `/api/v1/sso/msal-redirect/${encodeURIComponent(username)}`;

type Phase = 'idle' | 'signingIn' | 'redirectingToSso' | 'completingSso';

/**
 * Owns the sign-in form: the OPAQUE exchange (the password never leaves the browser), the
 * Microsoft single sign-on switch for SSO-domain usernames, and the return from that sign-on
 * (/login?uuid=...&jwt=..., useSignInLink).
 */
export function useLoginForm() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { startSession } = useSession();
  const [requestCredentials] = useLazyRequestCredentialsV2Query();
  const [authorize] = useLazyAuthorizeV2Query();
  const [checkSso] = useLazyCheckSsoQuery();

  const [ssoReturn] = useState(() => signInLinkOf(searchParams));
  const [error, setError] = useState<string | null>(null);
  const link = useSignInLink(ssoReturn, setError);
  const [origin] = useState(() => (ssoReturn ? ssoOrigin() : originFrom(location.state)));
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [ssoChecked, setSsoChecked] = useState<{ username: string; sso: boolean } | null>(null);
  const [formPhase, setPhase] = useState<Phase>('idle');
  const phase: Phase = link.state.kind === 'working' ? 'completingSso' : formPhase;

  const trimmed = username.trim();
  const sso = ssoChecked?.username === trimmed && ssoChecked.sso;
  const busy = phase !== 'idle';
  const canSubmit = !busy && trimmed.length > 0 && (sso || password.length > 0);

  useEffect(() => {
    // Fetched while the person types, so the first sign-in does not wait for it.
    loadOpaque().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!looksLikeEmail(trimmed) || ssoChecked?.username === trimmed) return;
    const timer = setTimeout(() => {
      checkSso({ username: trimmed }, true)
        .unwrap()
        .then((answer) => setSsoChecked({ username: trimmed, sso: answer.sso }))
        // Not fatal: submitting asks again and reports the failure then.
        .catch(() => undefined);
    }, SSO_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [trimmed, ssoChecked, checkSso]);

  async function isSsoUsername(name: string): Promise<boolean> {
    if (!looksLikeEmail(name)) return false;
    if (ssoChecked?.username === name) return ssoChecked.sso;
    return (await checkSso({ username: name }, true).unwrap()).sso;
  }

  /** Null for a wrong password or an unknown user: the server cannot tell them apart either. */
  async function signInWithPassword(name: string): Promise<LoginResultDto | null> {
    const opaque = await loadOpaque();
    const { clientLoginState, startLoginRequest } = opaque.client.startLogin({ password });
    const { response } = await requestCredentials({
      username: name,
      request: startLoginRequest,
    }).unwrap();
    const finished = opaque.client.finishLogin({
      clientLoginState,
      loginResponse: response,
      password,
    });
    // A wrong password already fails here; a useless proof still goes out so the server
    // counts the attempt towards the lockout.
    const proof = finished?.finishLoginRequest ?? randomProof();
    try {
      const result = await authorize({ username: name, proof }).unwrap();
      return finished ? result : null;
    } catch (failure) {
      if (httpStatusOf(failure) === 401) return null;
      throw failure;
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setError(null);
    setPhase('signingIn');
    try {
      if (await isSsoUsername(trimmed)) {
        setPhase('redirectingToSso');
        rememberOriginForSso(origin);
        window.location.assign(msalRedirectUrl(trimmed));
        return;
      }
      const result = await signInWithPassword(trimmed);
      if (!result) {
        setError(INCORRECT_USERNAME_PASSWORD);
        setPhase('idle');
        return;
      }
      // The page redirects to the origin once the session is signed in.
      startSession(result, result.user);
    } catch (failure) {
      // A library that failed to load (blocked WebAssembly, a lost chunk) is not a wrong
      // password: say so, and leave the cause where a developer looks.
      if (!isQueryError(failure)) console.error('Sign-in failed in the browser', failure);
      setError(
        isQueryError(failure)
          ? authErrorMessage(failure, INCORRECT_USERNAME_PASSWORD)
          : BROWSER_FAILURE,
      );
      setPhase('idle');
    }
  };

  return {
    username,
    setUsername,
    password,
    setPassword,
    sso,
    phase,
    busy,
    canSubmit,
    submit,
    error,
    origin,
    /** The sign-in link's question when it is for another account than the open session's. */
    accountSwitch:
      link.state.kind === 'asking' ? { current: link.state.current, next: link.state.next } : null,
    stay: link.stay,
    switchAccount: link.switchAccount,
  };
}

import { newAntiForgeryToken } from '@client/api/requestHeaders';
import type { UserDto } from '../api/authApi';
import { fullNameOf } from '../hooks/useSession';

/** The single sign-on hand-off the server redirects to: /app/login?uuid={sessionId}&jwt={jwt}. */
export interface SignInLink {
  sessionId: string;
  jwt: string;
}

export function signInLinkOf(params: URLSearchParams): SignInLink | null {
  const sessionId = params.get('uuid');
  const jwt = params.get('jwt');
  return sessionId && jwt ? { sessionId, jwt } : null;
}

// The link's own credentials, not the stored session's (which the base query sends).
const headersOf = (link: SignInLink): HeadersInit => ({
  Authorization: `Bearer ${link.jwt}`,
  'X-Session-Id': link.sessionId,
  'X-Anti-Forgery': newAntiForgeryToken(),
});

/**
 * The account a link signs in as, asked with the link's token so the session open in this
 * browser stays as it is; null when the link no longer signs anyone in.
 */
export async function accountOfLink(link: SignInLink): Promise<UserDto | null> {
  const response = await fetch('/api/v1/public/me', { headers: headersOf(link) });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`public/me answered ${response.status}`);
  return ((await response.json()) as { user: UserDto }).user;
}

/** Closes a link's session that is not taken, so no unused session stays open (best effort). */
export async function closeLinkSession(link: SignInLink): Promise<void> {
  await fetch('/api/v1/public/authorize', { method: 'DELETE', headers: headersOf(link) }).catch(
    () => undefined,
  );
}

/** How the switch question names an account: "Avery Admin (admin)". */
export function accountName(user: Pick<UserDto, 'firstName' | 'lastName' | 'userCode'>): string {
  const name = fullNameOf(user);
  return name ? `${name} (${user.userCode})` : user.userCode;
}

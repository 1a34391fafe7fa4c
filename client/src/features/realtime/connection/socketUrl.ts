import { readSession } from '@client/api/session/sessionStore';

/** ws(s)://host/ws/v1?jwt=…&session=… for the stored session, or null without one. */
export function socketUrl(location: Location = window.location): string | null {
  const session = readSession();
  if (!session) return null;
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams({ jwt: session.jwt, session: session.sessionId });
  return `${protocol}//${location.host}/ws/v1?${query.toString()}`;
}

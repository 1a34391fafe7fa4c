import type { WebSocket } from 'ws';
import type { Principal } from '@server/common/auth/principal';
import type { Readers } from '@server/common/auth/event-readers';
import type { DirtyEvent, PortalEvent } from '@server/common/events/event-bus.service';

/**
 * The real-time channel's rules, pure so that each has its own spec: the per-socket rate
 * cap, and which event reaches which browser as what notification; beside them the channel's
 * path, close codes and socket record.
 */

/** The channel's path, and the close codes it sends. */
export const WS_PATH = '/ws/v1';
export const CLOSE_UNAUTHORIZED = 4401;
/** Too many sockets for one user, or messages sent on after being told to slow down. */
export const CLOSE_POLICY = 1008;
/**
 * A slow consumer (too many answers and pushes left unread), or a session check the database
 * could not answer (an outage is no sign-out; HTTP answers it 503): the client reconnects.
 */
export const CLOSE_TRY_AGAIN_LATER = 1013;
/** The session check could not reach the database: neither admitted nor refused. */
export const UNAVAILABLE = Symbol('database unavailable');

/** A socket's current one-second window of the rate cap, and the calls made in it. */
export interface RateWindow {
  windowStart: number;
  calls: number;
}

/** Each call of a batch counts; a batch over the cap runs nothing (it is refused whole). */
export function callsOf(message: unknown, maxBatch: number): number {
  return Array.isArray(message) && message.length <= maxBatch ? Math.max(1, message.length) : 1;
}

/** One open socket of the channel, as the gateway keeps it. */
export interface Connection extends RateWindow {
  socket: WebSocket;
  /** Its live_sockets row, which counts it against the per-user cap on every instance. */
  socketUuid: string;
  principal: Principal;
  alive: boolean;
}

/**
 * Counts `calls` into the socket's window (a new window after a second): within the cap they
 * are served; past it they are answered with a rate error; a client that sends on regardless
 * (twice the cap in one window) is closed.
 */
export function admitCalls(
  window: RateWindow,
  calls: number,
  max: number,
  now: number,
): 'ok' | 'refuse' | 'close' {
  if (now - window.windowStart >= 1000) {
    window.windowStart = now;
    window.calls = 0;
  }
  window.calls += calls;
  if (window.calls <= max) return 'ok';
  return window.calls > 2 * max ? 'close' : 'refuse';
}

/** Whom a push is for: everyone, one user, or whoever may read the event's object. */
export type PushAudience =
  { to: 'everyone' } | { to: 'user'; userUuid: string } | { to: 'readers'; event: DirtyEvent };

/** A notification to send, and for whom. */
export interface Push {
  method: 'DIRTY' | 'FYI';
  params: Record<string, unknown>;
  audience: PushAudience;
}

/**
 * The notification an event becomes, and for whom: DIRTY for whoever may read its object
 * (EventReaders), RESYNC as a DIRTY of everything for everyone (it names nothing), FYI to its
 * user or everyone; cache events stay between servers.
 */
export function pushOf(event: PortalEvent): Push | undefined {
  switch (event.kind) {
    case 'DIRTY': {
      const { entity, uuid, action } = event;
      return {
        method: 'DIRTY',
        params: { entity, uuid, action },
        audience: { to: 'readers', event },
      };
    }
    case 'RESYNC':
      return {
        method: 'DIRTY',
        params: { entity: '*', uuid: null, action: 'refetch' },
        audience: { to: 'everyone' },
      };
    case 'FYI':
      return {
        method: 'FYI',
        params: { message: event.message },
        audience:
          event.userUuid === null ? { to: 'everyone' } : { to: 'user', userUuid: event.userUuid },
      };
    default:
      return undefined;
  }
}

/**
 * The notification's text. A DIRTY carries a database position after its change (decision
 * 0044), which the browser sends back as X-Read-After with the refetch, so whichever instance
 * answers it has heard the change.
 */
export function pushText(push: Push, position?: string): string {
  const params = position === undefined ? push.params : { ...push.params, position };
  return JSON.stringify({ jsonrpc: '2.0', method: push.method, params });
}

/** The readers of an audience that names them itself (everyone, or one user). */
export function namedReaders(audience: Exclude<PushAudience, { to: 'readers' }>): Readers {
  if (audience.to === 'everyone') return () => true;
  return (principal) => principal.userUuid === audience.userUuid;
}

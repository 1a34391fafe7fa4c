import type { WebSocket } from 'ws';
import type { Principal } from '@server/common/auth/principal';
import type { PortalEvent } from '@server/common/events/event-bus.service';

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
/** A slow consumer: too many answers and pushes left unread. */
export const CLOSE_TRY_AGAIN_LATER = 1013;

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

/**
 * The notification an event becomes, and for whom (`to`: a user, or null for everyone):
 * DIRTY as it is, RESYNC as a DIRTY of everything, FYI to its user; cache events stay
 * between servers.
 */
export function pushOf(event: PortalEvent): { text: string; to: string | null } | undefined {
  const notification = (method: string, params: unknown) =>
    JSON.stringify({ jsonrpc: '2.0', method, params });
  switch (event.kind) {
    case 'DIRTY': {
      const { entity, uuid, action } = event;
      return { text: notification('DIRTY', { entity, uuid, action }), to: null };
    }
    case 'RESYNC':
      return {
        text: notification('DIRTY', { entity: '*', uuid: null, action: 'refetch' }),
        to: null,
      };
    case 'FYI':
      return { text: notification('FYI', { message: event.message }), to: event.userUuid };
    default:
      return undefined;
  }
}

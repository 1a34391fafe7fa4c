import type { Logger } from '@nestjs/common';
import type { SessionsService } from '@server/modules/auth/sessions.service';
import { CLOSE_UNAUTHORIZED, type Connection } from './channel-rules';

/**
 * The gateway's periodic sweeps over its open sockets. Sessions revoked or expired since a
 * socket opened are closed with 4401 (one query for every socket's session).
 */
export async function dropRevokedSessions(
  connections: Set<Connection>,
  sessions: SessionsService,
  logger: Logger,
): Promise<void> {
  if (connections.size === 0) return;
  const ids = [...new Set([...connections].map((c) => c.principal.sessionId))];
  try {
    const valid = await sessions.liveAmong(ids);
    for (const connection of connections) {
      if (!valid.has(connection.principal.sessionId)) {
        connection.socket.close(CLOSE_UNAUTHORIZED, 'The session has ended');
        connections.delete(connection);
      }
    }
  } catch (error) {
    logger.warn(`Session check failed: ${(error as Error).message}`);
  }
}

/** Sockets that did not answer the last protocol ping are dropped; the others are pinged. */
export function dropDeadSockets(connections: Set<Connection>): void {
  for (const connection of connections) {
    if (!connection.alive) {
      connection.socket.terminate();
      connections.delete(connection);
      continue;
    }
    connection.alive = false;
    connection.socket.ping();
  }
}

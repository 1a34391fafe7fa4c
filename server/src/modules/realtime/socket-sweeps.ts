import type { LoggerService } from '@nestjs/common';
import type { SessionsService } from '@server/modules/auth/sessions.service';
import { CLOSE_UNAUTHORIZED, type Connection } from './channel-rules';

/** Closes the sockets whose session has ended (revoked, expired): the gateway's 2 s sweep. */
export async function dropRevokedSessions(
  connections: Set<Connection>,
  sessions: SessionsService,
  logger: LoggerService,
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

/** Drops the sockets that did not answer the last ping, and pings the rest. */
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

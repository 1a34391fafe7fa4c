import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { AppConfig } from '@server/config/app-config';

/**
 * Connections that never finish (silent TCP, headers sent byte by byte, a body that never
 * ends, an idle keep-alive, an upgrade nobody answers) are closed, so that they cannot pile up.
 * Node checks the header and request deadlines every `connectionsCheckingInterval`; a check
 * well inside the shortest deadline keeps the overshoot small.
 */
export function applyConnectionTimeouts(server: Server, config: AppConfig): void {
  server.headersTimeout = config.httpHeadersTimeoutMs;
  server.requestTimeout = config.httpRequestTimeoutMs;
  server.keepAliveTimeout = config.httpKeepAliveTimeoutMs;
  // Read when listen() starts the checks, so setting it before listening is enough.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval =
    Math.max(50, Math.min(5_000, Math.floor(config.httpHeadersTimeoutMs / 4)));
  // Node leaves an upgraded socket to the 'upgrade' listeners and stops timing it. One that
  // nobody answered (another path, a session check that hangs) is dropped after the deadline;
  // an accepted WebSocket has had its 101 written by then and is the gateway's (pings).
  server.on('upgrade', (_request, socket: Socket) => {
    const timer = setTimeout(() => {
      if (!socket.destroyed && socket.bytesWritten === 0) socket.destroy();
    }, config.httpUpgradeTimeoutMs);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  });
}

function hasBody(req: IncomingMessage): boolean {
  return (
    req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > 0
  );
}

/**
 * An answer sent before the request body was read (413, 401, 400) closes the connection.
 * Otherwise Node reads the rest of the body to keep the connection alive, however large it
 * is; closing instead stops reading at once. For an onRequest hook, on the raw request and
 * answer.
 */
export function closeUnreadRequests(request: FastifyRequest, reply: FastifyReply): void {
  const req = request.raw;
  if (hasBody(req)) {
    const res = reply.raw;
    const writeHead = res.writeHead;
    res.writeHead = function (
      this: ServerResponse,
      ...args: Parameters<ServerResponse['writeHead']>
    ) {
      if (!req.complete) this.setHeader('Connection', 'close');
      return writeHead.apply(this, args);
    } as ServerResponse['writeHead'];
  }
}

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

/**
 * After an answer sent before its request body was read, the connection is kept a little
 * longer to read and discard the rest of the body (a "lingering close"), so that the client,
 * still writing, gets to read the answer. Closing at once while body bytes were still arriving
 * made the kernel reset the connection, and a reset throws away the answer the client had not
 * read yet: one of 981 one-megabyte bodies in bench:soak ended without its 413 (issue 29).
 * Bounded: the connection is closed once the body ends, after `bytes` more bytes, after `ms`,
 * or once nothing arrived for `idleMs`.
 */
export const LINGER_LIMITS = { bytes: 16 * 1024 * 1024, ms: 10_000, idleMs: 2_000 } as const;

function hasBody(req: IncomingMessage): boolean {
  return (
    req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > 0
  );
}

/**
 * Replaces Node's `destroySoon` of this one connection (what Node calls once the answer to a
 * `Connection: close` request is written): our side ends (FIN after the answer) and the rest of
 * the body is read and dropped within LINGER_LIMITS before the socket is destroyed.
 */
function lingerBeforeClosing(req: IncomingMessage, socket: Socket): void {
  const destroySoon = socket.destroySoon.bind(socket);
  socket.destroySoon = () => {
    if (req.complete) return destroySoon();
    socket.end();
    let read = 0;
    let idle: NodeJS.Timeout | undefined;
    const close = () => {
      clearTimeout(deadline);
      clearTimeout(idle);
      socket.destroy();
    };
    const deadline = setTimeout(close, LINGER_LIMITS.ms);
    const waitIdle = () => {
      clearTimeout(idle);
      idle = setTimeout(close, LINGER_LIMITS.idleMs);
    };
    waitIdle();
    req.on('data', (chunk: Buffer) => {
      read += chunk.length;
      if (read > LINGER_LIMITS.bytes) close();
      else waitIdle();
    });
    req.once('end', close);
    socket.once('close', close);
    req.resume();
  };
}

/**
 * An answer sent before the request body was read (413, 401, 400) closes the connection.
 * Otherwise Node reads the rest of the body to keep the connection alive, however large it
 * is; closing instead stops reading soon (lingerBeforeClosing). For an onRequest hook, on the
 * raw request and answer.
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
      if (!req.complete) {
        this.setHeader('Connection', 'close');
        lingerBeforeClosing(req, req.socket);
      }
      return writeHead.apply(this, args);
    } as ServerResponse['writeHead'];
  }
}

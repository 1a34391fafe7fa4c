import type { FastifyReply, FastifyRequest } from 'fastify';

/** The ETags of an If-None-Match header, without weak prefixes. */
export function etagsOf(header: string | undefined): string[] {
  if (!header) return [];
  return header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
}

/**
 * An onSend hook: a successful GET or HEAD answer whose ETag the request already holds goes
 * out as 304 Not Modified without its body (weak comparison, RFC 9110 section 13.1.2), as
 * Express did. `Cache-Control: no-cache` in the request does not stop it: fetch() adds that to
 * any request that sets If-None-Match itself, and this server is the origin, evaluating
 * If-None-Match against its own state (section 13.2.1). VersionEtagInterceptor answers an
 * empty 200 with the held ETag when nothing changed; this turns it into the 304.
 */
export function answerNotModified(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  const held = request.headers['if-none-match'];
  if (held === undefined || reply.statusCode !== 200) return done(null, payload);
  if (request.method !== 'GET' && request.method !== 'HEAD') return done(null, payload);
  const etag = reply.getHeader('etag');
  if (typeof etag !== 'string') return done(null, payload);
  const tags = etagsOf(held);
  if (!tags.includes('*') && !tags.includes(etag.replace(/^W\//, ''))) return done(null, payload);
  void reply.code(304);
  reply.removeHeader('content-length');
  reply.removeHeader('content-type');
  done(null, '');
}

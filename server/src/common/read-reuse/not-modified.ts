import type { FastifyReply, FastifyRequest } from 'fastify';
import { hash } from 'node:crypto';

/** The ETags of an If-None-Match header, without weak prefixes. */
export function etagsOf(header: string | undefined): string[] {
  if (!header) return [];
  return header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
}

/**
 * For an onSend hook: a weak ETag on every successful GET or HEAD answer with a body in memory
 * that has none yet, in Express's form (`W/"<length in hex>-<sha1, base64, 27 characters>"`),
 * as Express put on every answer: the browser revalidates with it and gets a 304 (below)
 * where the body did not change. Streams (files) keep what their sender set. Answers that say
 * `Cache-Control: no-store` get none: no cache keeps them, so nobody revalidates them (the
 * server time, which differs on every answer, decision 0022).
 */
export function tagAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
  if (
    reply.statusCode === 200 &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
    !reply.hasHeader('etag') &&
    !String(reply.getHeader('cache-control') ?? '').includes('no-store')
  ) {
    const length = Buffer.byteLength(payload);
    // One-shot hash(): the same digest as createHash().update().digest() at half its cost.
    const digest = hash('sha1', payload, 'base64').slice(0, 27);
    void reply.header('ETag', `W/"${length.toString(16)}-${digest}"`);
  }
}

/**
 * For an onSend hook, answering the payload to send: a successful GET or HEAD answer whose
 * ETag the request already holds goes out as 304 Not Modified without its body (weak
 * comparison, RFC 9110 section 13.1.2), as Express did. `Cache-Control: no-cache` in the
 * request does not stop it: fetch() adds that to any request that sets If-None-Match itself,
 * and this server is the origin, evaluating If-None-Match against its own state (section
 * 13.2.1). VersionEtagInterceptor answers an empty 200 with the held ETag when nothing
 * changed; this turns it into the 304.
 */
export function answerNotModified(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): unknown {
  const held = request.headers['if-none-match'];
  if (held === undefined || reply.statusCode !== 200) return payload;
  if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
  const etag = reply.getHeader('etag');
  if (typeof etag !== 'string') return payload;
  const tags = etagsOf(held);
  if (!tags.includes('*') && !tags.includes(etag.replace(/^W\//, ''))) return payload;
  void reply.code(304);
  reply.removeHeader('content-length');
  reply.removeHeader('content-type');
  reply.removeHeader('content-encoding');
  return '';
}

import { hash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/** Answers shorter than this go out uncompressed (compressing them costs more than it saves). */
export const COMPRESS_THRESHOLD = 1024;

export interface Serialised {
  /** The answer's JSON text, as Fastify's default serialiser writes it (JSON.stringify). */
  json: string;
  /** sha1 of the text (base64url): an ETag is this and the caller, hashed again (short). */
  digest: string;
  /** The text gzipped, made the first time a caller that accepts gzip asks. */
  gzip?: Buffer;
}

/**
 * The text, digest and gzip of each answer object, kept as long as the object lives. An answer
 * shared between callers (SharedAnswers: the roster of a day, a node's contents, a PDA sum)
 * is the same object for every caller who sees all of it, so it is serialised, hashed and
 * compressed once instead of per request (the roster of 200 exams is 148 kB of JSON).
 * Answers are not changed after they are returned (SharedAnswers' rule), so the text stays
 * true to its object.
 */
export class SerialisedAnswers {
  private readonly byObject = new WeakMap<object, Serialised>();

  of(body: unknown): Serialised | undefined {
    const cacheable = typeof body === 'object' && body !== null;
    if (cacheable) {
      const held = this.byObject.get(body);
      if (held) return held;
    }
    const json = JSON.stringify(body) as string | undefined;
    if (json === undefined) return undefined;
    const serialised = { json, digest: hash('sha1', json, 'base64url') };
    if (cacheable) this.byObject.set(body, serialised);
    return serialised;
  }

  /** The gzipped text (made once per answer), or undefined when it is too short to compress. */
  gzipOf(serialised: Serialised): Buffer | undefined {
    if (serialised.json.length < COMPRESS_THRESHOLD) return undefined;
    serialised.gzip ??= gzipSync(serialised.json);
    return serialised.gzip;
  }
}

/**
 * Whether an Accept-Encoding header accepts gzip (RFC 9110 section 12.5.3): named, or `*`,
 * without q=0. A header that names gzip with q=0 refuses it even beside `*`.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let star = false;
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const refused = params.some((p) => /^q=0(\.0{0,3})?$/.test(p));
    if (name === 'gzip' || name === 'x-gzip') return !refused;
    if (name === '*') star = !refused;
  }
  return star;
}

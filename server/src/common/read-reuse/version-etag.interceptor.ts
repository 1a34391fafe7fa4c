import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hash } from 'node:crypto';
import { map, Observable, of } from 'rxjs';
import type { Principal } from '@server/common/auth/principal';
import { RouteMeta } from '@server/common/route-meta';
import { BoundedMap } from './bounded-map';
import { etagsOf } from './not-modified';
import { acceptsGzip, COMPRESS_THRESHOLD, SerialisedAnswers } from './serialised-answers';
import { TableVersions } from './table-versions';

/** The metadata key of @CachedByVersion: the sources (tables, aspects) a read depends on. */
export const READ_SOURCES_METADATA = 'read-reuse:sources';

/** Remembered (caller, URL) pairs per instance; the oldest go first. */
const MAX_ENTRIES = 20_000;

/**
 * The browser keeps the answer and asks again every time (no-cache) with If-None-Match;
 * `private`: the answer is one caller's, no shared cache may keep it.
 */
const CACHE_CONTROL = 'private, no-cache';

interface Held {
  etag: string;
  stamp: number;
}

/**
 * The ETag this instance last answered each (caller, URL) with, and the stamp it was read at.
 * One per app: Nest makes an interceptor named in @UseInterceptors once per module.
 */
@Injectable()
export class HeldEtags {
  private readonly held = new BoundedMap<string, Held>(MAX_ENTRIES);
  /** Per route template: polls answered 304 before the handler (hit), and reads run (miss). */
  private readonly reads = new Map<string, { hit: number; miss: number }>();

  get(key: string): Held | undefined {
    return this.held.peek(key);
  }

  remember(key: string, entry: Held): void {
    this.held.set(key, entry);
  }

  count(route: string, hit: boolean): void {
    let counts = this.reads.get(route);
    if (!counts) this.reads.set(route, (counts = { hit: 0, miss: 0 }));
    if (hit) counts.hit++;
    else counts.miss++;
  }

  /** The hit and miss totals so far, per read (the metrics read them at each scrape). */
  readCounts(): ReadonlyMap<string, { readonly hit: number; readonly miss: number }> {
    return this.reads;
  }
}

/**
 * Cheap polls (issue 20, decision 0022), on the `@CachedByVersion` GETs only (the decorator
 * names it; routes without it skip Nest's interceptor machinery altogether). When this
 * instance last answered the same caller at the same URL with the ETag the request holds, and
 * no table the route reads (nor the caller's own writes here, TableVersions.userWrote) changed
 * since, it answers 304 before the handler runs: no query. Otherwise the handler runs and the
 * answer gets an ETag from its body and the caller (so one caller's ETag never matches
 * another's answer), remembered with the stamp taken before the read began (a change during
 * the read is a change). An onSend hook (not-modified.ts) answers 304 when that ETag is the
 * one the request holds. The answer goes out as the JSON text that was hashed, gzipped here
 * when the caller accepts it; text, digest and gzip are made once per answer object
 * (SerialisedAnswers), so a shared answer costs its callers one serialisation in all.
 */
@Injectable()
export class VersionEtagInterceptor implements NestInterceptor {
  private readonly serialised = new SerialisedAnswers();
  private readonly tables = new RouteMeta((handler) =>
    this.reflector.get<string[] | undefined>(READ_SOURCES_METADATA, handler),
  );

  constructor(
    private readonly reflector: Reflector,
    private readonly versions: TableVersions,
    private readonly held: HeldEtags,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest & { principal?: Principal }>();
    if (request.method !== 'GET') return next.handle();
    const tables = this.tables.of(context);
    if (!tables) return next.handle();
    const principal = request.principal;
    const response = context.switchToHttp().getResponse<FastifyReply>();
    const caller = principal ? `${principal.userUuid}:${principal.groups.join(',')}` : '-';
    const key = `${caller}\n${request.url}`;
    const stamp = this.versions.stamp(tables, principal?.userUuid);
    const trusted = this.versions.trustworthy;
    const held = this.held.get(key);
    response.header('Cache-Control', CACHE_CONTROL);
    const hit =
      trusted &&
      held?.stamp === stamp &&
      etagsOf(request.headers['if-none-match']).includes(held.etag);
    this.held.count(request.routeOptions.url ?? request.url, hit);
    if (hit) {
      // answerNotModified turns this empty 200, whose ETag the request holds, into a 304.
      response.header('ETag', `W/${held!.etag}`);
      return of(undefined);
    }
    return next.handle().pipe(
      map((body: unknown) => {
        const text = this.serialised.of(body);
        const etag = `"${hash('sha1', `${caller}\n${text?.digest ?? ''}`, 'base64url')}"`;
        response.header('ETag', `W/${etag}`);
        if (trusted) this.held.remember(key, { etag, stamp });
        if (text === undefined) return body;
        // The text just hashed is the answer: sent as it is, Fastify does not serialise the
        // body a second time (JSON.stringify, as its default serialiser; the same bytes).
        response.header('Content-Type', 'application/json; charset=utf-8');
        if (text.json.length < COMPRESS_THRESHOLD) return text.json;
        response.header('Vary', 'accept-encoding');
        // An answer the request holds becomes a 304 without a body (answerNotModified).
        if (etagsOf(request.headers['if-none-match']).includes(etag)) return text.json;
        const gzip = acceptsGzip(request.headers['accept-encoding'])
          ? this.serialised.gzipOf(text)
          : undefined;
        if (!gzip) return text.json;
        // @fastify/compress leaves an answer that has its Content-Encoding alone.
        response.header('Content-Encoding', 'gzip');
        return gzip;
      }),
    );
  }
}

import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { finalize, map, Observable, of } from 'rxjs';
import type { Principal } from '@server/common/auth/principal';
import { CACHED_BY_VERSION } from './cached-by-version';
import { etagsOf } from './not-modified';
import { TableVersions } from './table-versions';

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
 * Cheap polls (issue 20, decision 0022). On a `@CachedByVersion` GET: when this instance last
 * answered the same caller at the same URL with the ETag the request holds, and no table the
 * route reads (nor the caller's own writes here) changed since, it answers 304 before the
 * handler runs: no query. Otherwise the handler runs and the answer gets an ETag from its body
 * and the caller (so one caller's ETag never matches another's answer), remembered with the
 * stamp taken before the read began (a change during the read is a change). An onSend hook
 * (not-modified.ts) answers 304 when that ETag is the one the request holds.
 *
 * On any other method it notes that the signed-in caller wrote, so their next read here does
 * not trust a stamp the write's events have not reached yet.
 */
@Injectable()
export class VersionEtagInterceptor implements NestInterceptor {
  private readonly held = new Map<string, Held>();

  constructor(
    private readonly reflector: Reflector,
    private readonly versions: TableVersions,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest & { principal?: Principal }>();
    const principal = request.principal;
    if (request.method !== 'GET') {
      if (request.method === 'HEAD' || request.method === 'OPTIONS' || !principal)
        return next.handle();
      this.versions.userWrote(principal.userUuid);
      return next.handle().pipe(finalize(() => this.versions.userWrote(principal.userUuid)));
    }
    const tables = this.reflector.get<string[] | undefined>(
      CACHED_BY_VERSION,
      context.getHandler(),
    );
    if (!tables) return next.handle();
    const response = context.switchToHttp().getResponse<FastifyReply>();
    const caller = principal ? `${principal.userUuid}:${principal.groups.join(',')}` : '-';
    const key = `${caller}\n${request.url}`;
    const stamp = this.versions.stamp(tables, principal?.userUuid);
    const trusted = this.versions.trustworthy;
    const held = this.held.get(key);
    response.header('Cache-Control', CACHE_CONTROL);
    if (
      trusted &&
      held?.stamp === stamp &&
      etagsOf(request.headers['if-none-match']).includes(held.etag)
    ) {
      // answerNotModified turns this empty 200, whose ETag the request holds, into a 304.
      response.header('ETag', `W/${held.etag}`);
      return of(undefined);
    }
    return next.handle().pipe(
      map((body: unknown) => {
        const etag = `"${createHash('sha1')
          .update(caller)
          .update('\n')
          .update(JSON.stringify(body) ?? '')
          .digest('base64url')}"`;
        response.header('ETag', `W/${etag}`);
        if (trusted) this.remember(key, { etag, stamp });
        return body;
      }),
    );
  }

  private remember(key: string, entry: Held): void {
    this.held.delete(key);
    this.held.set(key, entry);
    if (this.held.size > MAX_ENTRIES) this.held.delete(this.held.keys().next().value!);
  }
}

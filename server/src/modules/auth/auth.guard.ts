import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { Permission } from '@domain/access';
import {
  AccessForbiddenException,
  AntiForgeryMissingException,
  SignInRequiredException,
} from '@server/common/auth/access.exceptions';
import { AccessService } from '@server/common/auth/access.service';
import {
  ACCESS_PERMISSION,
  DOWNLOAD_LINK,
  NO_ANTI_FORGERY,
} from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { ClusterSync, READ_AFTER_HEADER } from '@server/common/events/cluster-sync';
import { mayWrite, TableVersions } from '@server/common/read-reuse/table-versions';
import { RouteMeta } from '@server/common/route-meta';
import { SessionsService } from './sessions.service';

const ANTI_FORGERY = /^[0-9a-f]{16,128}$/i;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return undefined;
}

function queryToken(request: FastifyRequest): string | undefined {
  const value = (request.query as Record<string, unknown>).jwt;
  return typeof value === 'string' && value ? value : undefined;
}

interface RouteAccess {
  permission: Permission | undefined;
  downloadLink: boolean;
  noAntiForgery: boolean;
}

/**
 * One guard for every route: the anti-forgery header, the session behind the JWT, and the
 * security groups a route demands. Sessions come from SessionsService's cache, which triggers
 * in PostgreSQL empty on every instance in the transaction that ends a session or changes its
 * user's rights, so logout, disabling a user or a password reset take effect on the next call;
 * a request carrying X-Read-After waits until this instance has heard that write.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly routes = new RouteMeta<RouteAccess>((handler, controller) => {
    const meta = <T>(key: string) =>
      this.reflector.getAllAndOverride<T | undefined>(key, [handler, controller]);
    return {
      permission: meta<Permission>(ACCESS_PERMISSION),
      downloadLink: meta<boolean>(DOWNLOAD_LINK) === true,
      noAntiForgery: meta<boolean>(NO_ANTI_FORGERY) === true,
    };
  });

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
    private readonly access: AccessService,
    private readonly versions: TableVersions,
    private readonly sync: ClusterSync,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest & { principal?: Principal }>();
    const { permission, downloadLink, noAntiForgery } = this.routes.of(context);
    const isPublic = permission === Permission.Public;
    // Fastify answers HEAD with the GET route (monitors probe public/health with HEAD).
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const fromQuery = isRead && downloadLink ? queryToken(request) : undefined;

    const exempt =
      noAntiForgery ||
      (isRead && (request.url.startsWith('/api/v1/public/') || fromQuery !== undefined));
    if (!exempt && !ANTI_FORGERY.test(String(request.headers['x-anti-forgery'] ?? ''))) {
      throw new AntiForgeryMissingException();
    }

    // A write answered by another instance is heard here before any cache (sessions, versions,
    // shared answers) answers this request (decision 0044).
    const readAfter = request.headers[READ_AFTER_HEADER];
    if (readAfter !== undefined) await this.sync.readAfter(readAfter);

    const fromHeader = bearerToken(request);
    const token = fromHeader ?? fromQuery;
    if (isPublic) {
      if (token)
        request.principal = await this.sessions
          .authenticate(token, undefined)
          .catch(() => undefined);
      this.notedWrite(request);
      return true;
    }
    if (!token) throw new SignInRequiredException();
    const sessionHeader = request.headers['x-session-id'];
    // Download links (?jwt=) cannot carry headers; the session id is inside the token anyway.
    const sessionId = typeof sessionHeader === 'string' ? sessionHeader : undefined;
    if (sessionId === undefined && !fromQuery)
      throw new SignInRequiredException('The X-Session-Id header is required');
    request.principal = await this.sessions.authenticate(token, sessionId, {
      anyTokenOfSession: fromHeader === undefined,
    });

    // Routes without a declaration never start (AccessDeclarationsCheck); refuse regardless.
    if (!permission || !this.access.can(request.principal, permission))
      throw new AccessForbiddenException(permission);
    this.notedWrite(request);
    return true;
  }

  /**
   * A signed-in caller's write marks them before it runs (and again as its answer goes out,
   * http-app.ts), so their reads here do not trust a stamp taken before its events arrive
   * (decision 0022, "Read your writes").
   */
  private notedWrite(request: FastifyRequest & { principal?: Principal }): void {
    if (request.principal && mayWrite(request.method))
      this.versions.userWrote(request.principal.userUuid);
  }
}

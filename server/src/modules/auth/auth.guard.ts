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

/**
 * One guard for every route: the anti-forgery header, the session behind the JWT, and the
 * security groups a route demands. Sessions come from SessionsService's cache, which triggers
 * in PostgreSQL empty on every instance in the transaction that ends a session or changes its
 * user's rights, so logout, disabling a user or a password reset take effect on the next call.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
    private readonly access: AccessService,
  ) {}

  private meta<T>(key: string, context: ExecutionContext): T | undefined {
    return this.reflector.getAllAndOverride<T>(key, [context.getHandler(), context.getClass()]);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest & { principal?: Principal }>();
    const permission = this.meta<Permission>(ACCESS_PERMISSION, context);
    const isPublic = permission === Permission.Public;
    // Fastify answers HEAD with the GET route (monitors probe public/health with HEAD).
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const fromQuery =
      isRead && this.meta<boolean>(DOWNLOAD_LINK, context) === true
        ? queryToken(request)
        : undefined;

    const exempt =
      this.meta<boolean>(NO_ANTI_FORGERY, context) === true ||
      (isRead && (request.url.startsWith('/api/v1/public/') || fromQuery !== undefined));
    if (!exempt && !ANTI_FORGERY.test(String(request.headers['x-anti-forgery'] ?? ''))) {
      throw new AntiForgeryMissingException();
    }

    const fromHeader = bearerToken(request);
    const token = fromHeader ?? fromQuery;
    if (isPublic) {
      if (token)
        request.principal = await this.sessions
          .authenticate(token, undefined)
          .catch(() => undefined);
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
    return true;
  }
}

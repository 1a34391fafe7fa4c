import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { NO_ANTI_FORGERY, PUBLIC_ROUTE, REQUIRED_GROUPS } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { SessionsService } from './sessions.service';

const ANTI_FORGERY = /^[0-9a-f]{16,128}$/i;

function bearerToken(request: Request): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return undefined;
}

function queryToken(request: Request): string | undefined {
  const value = request.query.jwt;
  return typeof value === 'string' && value ? value : undefined;
}

/**
 * One guard for every route: the anti-forgery header, the session behind the JWT, and the
 * security groups a route demands. Sessions are read from the database on every request so
 * that logout, disabling a user or a password reset take effect on the very next call.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
  ) {}

  private meta<T>(key: string, context: ExecutionContext): T | undefined {
    return this.reflector.getAllAndOverride<T>(key, [context.getHandler(), context.getClass()]);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request & { principal?: Principal }>();
    const isPublic = this.meta<boolean>(PUBLIC_ROUTE, context) === true;
    const fromQuery = request.method === 'GET' ? queryToken(request) : undefined;

    const exempt =
      this.meta<boolean>(NO_ANTI_FORGERY, context) === true ||
      (request.method === 'GET' &&
        (request.path.startsWith('/api/v1/public/') || fromQuery !== undefined));
    if (!exempt && !ANTI_FORGERY.test(String(request.headers['x-anti-forgery'] ?? ''))) {
      throw new ForbiddenException(
        'The X-Anti-Forgery header (16 or more hex characters) is required',
      );
    }

    const token = bearerToken(request) ?? fromQuery;
    if (isPublic) {
      if (token)
        request.principal = await this.sessions
          .authenticate(token, undefined)
          .catch(() => undefined);
      return true;
    }
    if (!token) throw new UnauthorizedException('Sign-in required');
    const sessionHeader = request.headers['x-session-id'];
    // Download links (?jwt=) cannot carry headers; the session id is inside the token anyway.
    const sessionId = typeof sessionHeader === 'string' ? sessionHeader : undefined;
    if (sessionId === undefined && !fromQuery)
      throw new UnauthorizedException('The X-Session-Id header is required');
    request.principal = await this.sessions.authenticate(token, sessionId);

    const groups = this.meta<string[]>(REQUIRED_GROUPS, context);
    if (groups?.length && !request.principal.groups.some((group) => groups.includes(group))) {
      throw new ForbiddenException('You are not allowed to do this');
    }
    return true;
  }
}

import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { correlationIdOf } from '@server/common/request-id';
import { SsoSignInFailed } from './sso.exceptions';

/**
 * A refused single sign-on arrives in a browser navigation (the identity provider's form post
 * or the start link), where a JSON error would be a dead end: the browser goes back to the
 * sign-in page with a short code it can explain, and the reason goes to the log.
 */
@Catch(SsoSignInFailed)
export class SsoSignInFailedFilter implements ExceptionFilter {
  private readonly logger = new Logger('Sso');

  catch(exception: SsoSignInFailed, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const response = host.switchToHttp().getResponse<FastifyReply>();
    this.logger.warn(
      `Single sign-on refused (${exception.code}) [${correlationIdOf(request)}]: ${exception.reason}`,
    );
    if (response.sent) return;
    // The status explicitly: Fastify's redirect keeps one already set (Nest sets 201 for a POST).
    void response
      .header('Cache-Control', 'no-store')
      .redirect(`/app/login?sso_error=${encodeURIComponent(exception.code)}`, 302);
  }
}

import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { retryAfterOf, toErrorBody } from './error-body';
import { reportError } from './error-reports';
import { correlationIdOf } from './request-id';

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const response = http.getResponse<FastifyReply>();
    const correlationId = correlationIdOf(request);
    const body = toErrorBody(exception, correlationId);
    if (body.code === 'DATABASE_UNAVAILABLE') {
      // One line each: an outage would otherwise print a stack per request.
      this.logger.warn(
        `${request.method} ${request.url} answered 503, database unavailable [${correlationId}]: ${(exception as Error).message}`,
      );
    } else if (body.statusCode >= 500) {
      this.logger.error(
        `${request.method} ${request.url} failed [${correlationId}]`,
        exception instanceof Error ? exception.stack : String(exception),
      );
      reportError(exception, {
        correlationId,
        route: `${request.method} ${request.routeOptions?.url ?? 'unknown route'}`,
      });
    }
    if (response.sent || response.raw.headersSent) return;
    const retryAfter = retryAfterOf(exception);
    if (retryAfter !== undefined) response.header('Retry-After', String(retryAfter));
    void response.status(body.statusCode).send(body);
  }
}

import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { retryAfterOf, toErrorBody } from './error-body';
import { correlationIdOf } from './request-id';

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const correlationId = correlationIdOf(request);
    const body = toErrorBody(exception, correlationId);
    if (body.code === 'DATABASE_UNAVAILABLE') {
      // One line each: an outage would otherwise print a stack per request.
      this.logger.warn(
        `${request.method} ${request.originalUrl} answered 503, database unavailable [${correlationId}]: ${(exception as Error).message}`,
      );
    } else if (body.statusCode >= 500) {
      this.logger.error(
        `${request.method} ${request.originalUrl} failed [${correlationId}]`,
        exception instanceof Error ? exception.stack : String(exception),
      );
    }
    if (response.headersSent) return;
    const retryAfter = retryAfterOf(exception);
    if (retryAfter !== undefined) response.setHeader('Retry-After', String(retryAfter));
    response.status(body.statusCode).json(body);
  }
}

import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { toErrorBody } from './error-body';
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
    if (body.statusCode >= 500) {
      this.logger.error(
        `${request.method} ${request.originalUrl} failed [${correlationId}]`,
        exception instanceof Error ? exception.stack : String(exception),
      );
    }
    if (response.headersSent) return;
    const retryAfter = (exception as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    if (typeof retryAfter === 'number') response.setHeader('Retry-After', String(retryAfter));
    response.status(body.statusCode).json(body);
  }
}

import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  Logger,
  type NestInterceptor,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { catchError, type Observable, throwError } from 'rxjs';
import { correlationIdOf } from '@server/common/request-id';
import { WorkdayException } from './workday.exceptions';

/**
 * Logs what Workday answered to a failed call, under the request's correlation id: the caller
 * gets only the status (an answer's body is written by whoever the endpoint points at), and the
 * correlation id in the error body finds the answer in the log.
 */
@Injectable()
export class UpstreamAnswerInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Workday');

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof WorkdayException && error.upstreamAnswer !== undefined) {
          const request =
            context.getType() === 'http'
              ? context.switchToHttp().getRequest<FastifyRequest>()
              : undefined;
          const call = request
            ? `${request.method} ${request.url} [${correlationIdOf(request)}]`
            : context.getHandler().name;
          this.logger.warn(`${call}: ${error.message}; ${error.upstreamAnswer}`);
        }
        return throwError(() => error);
      }),
    );
  }
}

import { CLIENT_ERROR_REPORTS } from '@domain/limits';
import { Injectable, Logger } from '@nestjs/common';
import { RateLimitService } from '@server/modules/auth/rate-limit.service';
import type { ClientErrorDto } from './dto/client-error.dto';

/**
 * Browser errors into the server's log when no SENTRY_DSN is set (decision 0039). Anyone may
 * call it (an error can happen before sign-in), so each address has a budget per minute,
 * counted in PostgreSQL so that every instance agrees; past it, 429 with Retry-After.
 */
@Injectable()
export class ClientErrorsService {
  private readonly logger = new Logger('ClientErrors');

  constructor(private readonly rateLimits: RateLimitService) {}

  async record(report: ClientErrorDto, address: string): Promise<void> {
    await this.rateLimits.hit(`client-errors:${address}`, {
      limit: CLIENT_ERROR_REPORTS.perAddressPerMinute,
      windowSeconds: 60,
    });
    // The page without its query: reset links and downloads carry tokens there.
    const page = report.page.split(/[?#]/)[0];
    const stacks = [report.stack, report.componentStack].filter(Boolean);
    this.logger.warn(
      [`Browser error on ${page} from ${address}: ${report.message}`, ...stacks].join('\n'),
    );
  }
}

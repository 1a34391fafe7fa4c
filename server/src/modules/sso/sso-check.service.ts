import { Injectable } from '@nestjs/common';
import { RateLimitService } from '@server/modules/auth/rate-limit.service';
import type { SsoCheckDto } from './dto/sso-check.dto';
import { SsoDomainsRepository } from './sso-domains.repository';

/** Whether a username signs in with Microsoft; counted as a sign-in step of its address. */
@Injectable()
export class SsoCheckService {
  constructor(
    private readonly ssoDomains: SsoDomainsRepository,
    private readonly limits: RateLimitService,
  ) {}

  async check(username: string, address: string | undefined): Promise<SsoCheckDto> {
    await this.limits.hitSignInFromAddress(address);
    return { sso: await this.ssoDomains.isSsoUsername(username) };
  }
}

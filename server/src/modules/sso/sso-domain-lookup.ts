import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SsoDomain } from '@server/modules/auth/entities/sso-domain.entity';

/** The reads of sso_domains the flow needs beyond the auth module's lookup by username. */
@Injectable()
export class SsoDomainLookup {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findEnabledByName(domain: string): Promise<SsoDomain | null> {
    return this.dataSource.getRepository(SsoDomain).findOneBy({ domain, enabled: true });
  }

  /** Up to two enabled domains: enough to tell "none", "exactly one" and "several" apart. */
  findFirstTwoEnabled(): Promise<SsoDomain[]> {
    return this.dataSource
      .getRepository(SsoDomain)
      .find({ where: { enabled: true }, order: { domain: 'ASC' }, take: 2 });
  }
}

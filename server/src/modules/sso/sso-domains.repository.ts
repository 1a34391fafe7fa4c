import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SsoDomain } from './entities/sso-domain.entity';

/** The part after the last @, lower-case; undefined when the name is not an e-mail. */
export function emailDomainOf(username: string): string | undefined {
  const at = username.lastIndexOf('@');
  if (at <= 0 || at === username.length - 1) return undefined;
  return username
    .slice(at + 1)
    .trim()
    .toLowerCase();
}

/** The reads of sso_domains: the sign-in page's check and the Microsoft flow. */
@Injectable()
export class SsoDomainsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get repo() {
    return this.dataSource.getRepository(SsoDomain);
  }

  findEnabledByName(domain: string): Promise<SsoDomain | null> {
    return this.repo.findOneBy({ domain, enabled: true });
  }

  findEnabledForUsername(username: string): Promise<SsoDomain | null> {
    const domain = emailDomainOf(username);
    return domain ? this.findEnabledByName(domain) : Promise.resolve(null);
  }

  async isSsoUsername(username: string): Promise<boolean> {
    return (await this.findEnabledForUsername(username)) !== null;
  }

  /** Up to two enabled domains: enough to tell "none", "exactly one" and "several" apart. */
  findFirstTwoEnabled(): Promise<SsoDomain[]> {
    return this.repo.find({ where: { enabled: true }, order: { domain: 'ASC' }, take: 2 });
  }
}

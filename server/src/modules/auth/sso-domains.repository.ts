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

@Injectable()
export class SsoDomainsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findEnabledForUsername(username: string): Promise<SsoDomain | null> {
    const domain = emailDomainOf(username);
    if (!domain) return Promise.resolve(null);
    return this.dataSource.getRepository(SsoDomain).findOneBy({ domain, enabled: true });
  }

  async isSsoUsername(username: string): Promise<boolean> {
    return (await this.findEnabledForUsername(username)) !== null;
  }
}

import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Users whose e-mail is in this domain sign in through this Microsoft tenant's app. */
@Entity('sso_domains')
export class SsoDomain {
  @PrimaryColumn({ type: 'varchar', length: 253 })
  domain: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  description: string;

  /** Microsoft tenant id (a uuid) the id token's tid must carry. */
  @Column({ type: 'varchar', length: 100 })
  tenantId: string;

  @Column({ type: 'varchar', length: 100 })
  clientId: string;

  @Column({ type: 'text' })
  clientSecret: string;

  /** https://login.microsoftonline.com/{tenant} in production; a test provider in tests. */
  @Column({ type: 'varchar', length: 500 })
  authority: string;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;
}

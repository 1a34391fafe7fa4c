import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { VersionedRow } from '@server/common/db/base-columns';

/** The unique index allowing one default; the service names it when the insert meets it. */
export const ONE_DEFAULT_INDEX = 'UQ_workday_endpoints_default';

/**
 * One HR system (Workday) tenant the portal talks to. The client secret and refresh token
 * are stored encrypted (AES-256-GCM, see secret-box.ts); the rest is plain.
 */
@Entity('workday_endpoints')
// At most one default: setting another clears it in the same transaction.
@Index(ONE_DEFAULT_INDEX, ['isDefault'], { unique: true, where: '"is_default"' })
export class WorkdayEndpoint extends VersionedRow {
  @PrimaryColumn('uuid')
  workdayApiUuid: string;

  /** Unique: the screens pick endpoints by it. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 200 })
  description: string;

  /** Base URL of the tenant's host, e.g. https://wd2-impl-services1.workday.com */
  @Column({ type: 'varchar', length: 500 })
  uri: string;

  @Column({ type: 'varchar', length: 100 })
  tenant: string;

  /** The integration system user the API client acts as. */
  @Column({ type: 'varchar', length: 200 })
  isu: string;

  @Column({ type: 'varchar', length: 200 })
  clientId: string;

  @Column({ type: 'text' })
  clientSecretEncrypted: string;

  @Column({ type: 'text' })
  refreshTokenEncrypted: string;

  /** Web service version of the SOAP calls, e.g. v44.0. */
  @Column({ type: 'varchar', length: 10, default: 'v44.0' })
  apiVersion: string;

  @Column({ type: 'boolean', default: true })
  canRead: boolean;

  @Column({ type: 'boolean', default: false })
  canWrite: boolean;

  @Column({ type: 'boolean', default: true })
  isProduction: boolean;

  /**
   * The endpoint a person's HR data is read from (their candidates, pre-hires, workers, the
   * roster sync): named by an admin, never implied by which endpoint exists or was added last.
   */
  @Column({ type: 'boolean', default: false })
  isDefault: boolean;
}

import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * Which key sealed the HR endpoints' secrets (decision 0043): an HMAC of a constant under the
 * key, never the key. An instance whose key gives another fingerprint refuses to start.
 */
@Entity('workday_key_fingerprints')
export class WorkdayKeyFingerprint {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  name: string;

  @Column('text')
  fingerprint: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created: Date;
}

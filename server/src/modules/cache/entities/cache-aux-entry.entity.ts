import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The shared aux tier of the cache regions (decision 0008). The table is UNLOGGED (see
 * its migration): nothing in it must survive a crash, and writes skip the WAL.
 */
@Entity('cache_aux_entries')
export class CacheAuxEntry {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  region: string;

  @PrimaryColumn({ type: 'varchar', length: 500 })
  key: string;

  @Column({ type: 'jsonb' })
  value: unknown;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  /** UTF-8 bytes of key and value, what the region's byteCount adds up. */
  @Column({ type: 'int' })
  bytes: number;
}

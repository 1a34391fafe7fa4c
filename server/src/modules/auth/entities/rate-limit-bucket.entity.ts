import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A fixed-window counter shared by all instances, e.g. sign-in attempts per address. */
@Entity('rate_limit_buckets')
export class RateLimitBucket {
  @PrimaryColumn({ type: 'varchar', length: 300 })
  bucketKey: string;

  @Column({ type: 'timestamptz' })
  windowStart: Date;

  @Column('int')
  hits: number;
}

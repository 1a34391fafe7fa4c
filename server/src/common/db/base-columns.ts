import { CreateDateColumn, UpdateDateColumn, VersionColumn, type ValueTransformer } from 'typeorm';

/** PostgreSQL bigint arrives as text; file sizes stay far below 2^53, so a number is exact. */
export const bigintAsNumber: ValueTransformer = {
  to: (value: number | null) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/**
 * The columns every edited object carries: a version for optimistic writes (bumped on every
 * change, a stale one is refused with 409) and when it was created and last changed.
 */
export abstract class VersionedRow {
  @VersionColumn({ default: 1 })
  version: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated: Date;
}

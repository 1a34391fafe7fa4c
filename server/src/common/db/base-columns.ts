import { CreateDateColumn, UpdateDateColumn, VersionColumn } from 'typeorm';

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

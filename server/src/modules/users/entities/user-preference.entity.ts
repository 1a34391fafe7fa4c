import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { User } from './user.entity';

/** A user's saved UI setting (grid layouts, toggles), any JSON value under a key. */
@Entity('user_preferences')
export class UserPreference {
  @PrimaryColumn('uuid')
  userUuid: string;

  @PrimaryColumn({ type: 'varchar', length: 200 })
  key: string;

  @Column({ type: 'jsonb' })
  value: unknown;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_uuid' })
  user?: User;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated: Date;
}

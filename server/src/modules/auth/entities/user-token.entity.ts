import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

export type UserTokenPurpose = 'RESET' | 'INVITATION';

/** A single-use password-reset or invitation link; only its SHA-256 is stored. */
@Entity('user_tokens')
export class UserToken {
  @PrimaryColumn({ type: 'char', length: 64 })
  tokenHash: string;

  @Index()
  @Column('uuid')
  userUuid: string;

  @Column({ type: 'varchar', length: 20 })
  purpose: UserTokenPurpose;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  consumedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created: Date;
}

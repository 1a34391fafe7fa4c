import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The server's OPAQUE state between the two sign-in steps. Kept in PostgreSQL so the second
 * step may reach another app instance; it expires within minutes. One per username and
 * address: a stranger's first step for the same name cannot replace the owner's state.
 */
@Entity('login_attempts')
export class LoginAttempt {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  userCode: string;

  @PrimaryColumn({ type: 'varchar', length: 100, default: '' })
  address: string;

  @Column('text')
  serverLoginState: string;

  /** Null for unknown or disabled users: their attempt can only fail. */
  @Column({ type: 'uuid', nullable: true })
  userUuid: string | null;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;
}

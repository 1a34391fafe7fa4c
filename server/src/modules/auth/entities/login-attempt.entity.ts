import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The server's OPAQUE state between the two sign-in steps. Kept in PostgreSQL so the second
 * step may reach another app instance; it expires within minutes.
 */
@Entity('login_attempts')
export class LoginAttempt {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  userCode: string;

  @Column('text')
  serverLoginState: string;

  /** Null for unknown, disabled or locked users: their attempt can only fail. */
  @Column({ type: 'uuid', nullable: true })
  userUuid: string | null;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;
}

import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
} from 'typeorm';
import { User } from '@server/modules/users/entities/user.entity';

/** A signed-in browser. Every request checks it, so closing it revokes the JWT at once. */
@Entity('sessions')
export class Session {
  @PrimaryColumn('uuid')
  sessionId: string;

  @Index()
  @Column('uuid')
  userUuid: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_uuid' })
  user?: User;

  @CreateDateColumn({ type: 'timestamptz' })
  created: Date;

  @Column({ type: 'timestamptz' })
  lastSeen: Date;

  /** Absolute end of the session, whatever the activity. */
  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Index()
  @Column({ type: 'boolean', default: true })
  isOpen: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  closeReason: string | null;

  @Column({ type: 'varchar', length: 500, default: '' })
  userAgent: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  address: string;

  /** The jti of the newest JWT issued for this session; older ones stop working. */
  @Column({ type: 'uuid', nullable: true })
  tokenId: string | null;

  /**
   * The jti renewal replaced, still accepted until replacedUntil so that requests already on
   * their way with it finish (JWT_RENEW_GRACE_SECONDS).
   */
  @Column({ type: 'uuid', nullable: true })
  replacedTokenId: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  replacedUntil: Date | null;

  /** What the browser reports over the real-time channel (location.pathname, isAFK). */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  properties: Record<string, unknown>;
}

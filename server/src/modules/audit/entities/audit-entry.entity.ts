import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Who changed what, when, and the values before and after. */
@Entity('audit_entries')
@Index(['entityType', 'entityId'])
export class AuditEntry {
  @PrimaryGeneratedColumn('uuid')
  auditEntryUuid: string;

  @Column({ type: 'varchar', length: 60 })
  entityType: string;

  @Column({ type: 'varchar', length: 100 })
  entityId: string;

  @Column({ type: 'varchar', length: 60 })
  action: string;

  /** Null for changes the system makes by itself (lockout after failed sign-ins). */
  @Column({ type: 'uuid', nullable: true })
  actorUserUuid: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  at: Date;

  @Column({ type: 'jsonb', nullable: true })
  before: object | null;

  @Column({ type: 'jsonb', nullable: true })
  after: object | null;
}

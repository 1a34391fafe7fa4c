import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  OneToMany,
  PrimaryColumn,
  UpdateDateColumn,
  VersionColumn,
} from 'typeorm';
import { UserSecurityGroup } from './user-security-group.entity';

@Entity('users')
export class User {
  @PrimaryColumn('uuid')
  userUuid: string;

  /** The sign-in name, stored lower-case. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 100 })
  userCode: string;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 320 })
  emailAddress: string;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  /** Set after too many failed sign-ins; lifted when lockedUntil passes or by an admin. */
  @Column({ type: 'boolean', default: false })
  locked: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;

  @Column({ type: 'int', default: 0 })
  failedAuthCount: number;

  @Column({ type: 'timestamptz', nullable: true })
  lastLogin: Date | null;

  /** OPAQUE registration record: the server never holds the password or anything equivalent. */
  @Column({ type: 'text', nullable: true })
  registrationRecord: string | null;

  @OneToMany(() => UserSecurityGroup, (group) => group.user)
  collUserSecurityGroups?: UserSecurityGroup[];

  @VersionColumn({ default: 1 })
  version: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated: Date;
}

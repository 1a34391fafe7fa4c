import { Column, Entity, Index, OneToMany, PrimaryColumn } from 'typeorm';
import { UserSecurityGroup } from './user-security-group.entity';
import { VersionedRow } from '@server/common/db/base-columns';

@Entity('users')
export class User extends VersionedRow {
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

  /**
   * True while some address must wait before trying this user again after failed sign-ins
   * (auth's sign_in_failures holds the delays per address; enabling the user clears them).
   */
  @Column({ type: 'boolean', default: false })
  locked: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;

  /** Failed sign-ins from every address since the last success there (last 24 hours). */
  @Column({ type: 'int', default: 0 })
  failedAuthCount: number;

  @Column({ type: 'timestamptz', nullable: true })
  lastLogin: Date | null;

  /** OPAQUE registration record: the server never holds the password or anything equivalent. */
  @Column({ type: 'text', nullable: true })
  registrationRecord: string | null;

  @OneToMany(() => UserSecurityGroup, (group) => group.user)
  collUserSecurityGroups?: UserSecurityGroup[];
}

import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { User } from './entities/user.entity';
import { UsersRepository } from './users.repository';

/** A stored account with its security groups, as other modules (sign-in, SSO) read it. */
export type UserAccount = Readonly<User>;

/** What sign-in and recovery may change on an account; names and groups stay with users. */
export type AccountChanges = Partial<
  Pick<
    User,
    'enabled' | 'locked' | 'lockedUntil' | 'failedAuthCount' | 'lastLogin' | 'registrationRecord'
  >
>;

/**
 * The users module's face for authentication: other modules look accounts up and record
 * sign-in state here, never through UsersRepository or the entities.
 */
@Injectable()
export class UserAccountsService {
  constructor(private readonly users: UsersRepository) {}

  findByUuid(userUuid: string, manager?: EntityManager): Promise<UserAccount | null> {
    return this.users.findByUuid(userUuid, manager);
  }

  findByCode(userCode: string): Promise<UserAccount | null> {
    return this.users.findByCode(userCode);
  }

  findByEmail(emailAddress: string): Promise<UserAccount | null> {
    return this.users.findByEmail(emailAddress);
  }

  update(userUuid: string, changes: AccountChanges, manager?: EntityManager): Promise<void> {
    return this.users.update(userUuid, changes, manager);
  }
}

import { Injectable } from '@nestjs/common';
import { Permission } from '@domain/access';
import { groupCodesOf } from '@domain/groups';
import { AccessService } from '@server/common/auth/access.service';
import { EventReaders } from '@server/common/auth/event-readers';
import type { Principal } from '@server/common/auth/principal';
import { ClientsService } from '@server/modules/tree/clients.service';
import type { User } from './entities/user.entity';
import { UsersErrorCode, UsersException } from './users.exceptions';
import { USER_NOT_FOUND, UsersService } from './users.service';

/**
 * Who may know what of another user (issue 29, decision 0035): a user's own record and its
 * changes are theirs and the user administrators'; a name, also of those who share a client
 * site with the caller.
 */
@Injectable()
export class UserVisibility {
  constructor(
    private readonly users: UsersService,
    private readonly clients: ClientsService,
    private readonly access: AccessService,
    readers: EventReaders,
  ) {
    // A user's changes (edits, sign-in lockouts, password reset requests) are pushed to them
    // and to user administrators, as private/user and secure/admin/users answer them.
    readers.register('user', (userUuid) =>
      Promise.resolve(
        (principal) =>
          principal.userUuid === userUuid || this.access.can(principal, Permission.UsersAdmin),
      ),
    );
  }

  /** The user's full name; 404, as for no such user, when the caller may not know it. */
  async fullName(principal: Principal, userUuid: string): Promise<string> {
    const user = await this.users.find(userUuid);
    if (!user || !(await this.mayKnow(principal, user)))
      throw new UsersException(UsersErrorCode.UserNotFound, USER_NOT_FOUND);
    return `${user.firstName} ${user.lastName}`;
  }

  private async mayKnow(principal: Principal, user: User): Promise<boolean> {
    if (user.userUuid === principal.userUuid || this.access.can(principal, Permission.UsersAdmin))
      return true;
    const mine = await this.clients.visibleTo(principal);
    if (!mine.length) return false;
    // The client sites their groups would let them read, as the tree answers any principal.
    const theirs = await this.clients.visibleTo({
      userUuid: user.userUuid,
      userCode: user.userCode,
      sessionId: '',
      groups: groupCodesOf(user),
    });
    const shared = new Set(theirs.map((site) => site.nodeUuid));
    return mine.some((site) => shared.has(site.nodeUuid));
  }
}

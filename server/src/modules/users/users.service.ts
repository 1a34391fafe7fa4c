import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AuditService } from '@server/modules/audit/audit.service';
import { ClusterSync } from '@server/common/events/cluster-sync';
import { DomainEvents } from '@server/common/events/domain-events';
import { ClientsService } from '@server/modules/tree/clients.service';
import {
  mapSecurityGroup,
  mapUser,
  mapUserFacts,
  SaveUserDto,
  SecurityGroupDto,
  UserDto,
} from './dto/user.dto';
import type { User } from './entities/user.entity';
import { UsersRepository } from './users.repository';
import { UsersErrorCode, UsersException } from './users.exceptions';

export const USER_NOT_FOUND = 'User not found';

/** Runs a write; a taken username or e-mail (unique violation) becomes a clear 409. */
async function refusingDuplicates(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') {
      throw new UsersException(
        UsersErrorCode.Duplicate,
        'A user with this username or e-mail address already exists',
      );
    }
    throw error;
  }
}

/** User administration; every change is audited with the values before and after. */
@Injectable()
export class UsersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly events: DomainEvents,
    private readonly audit: AuditService,
    private readonly clients: ClientsService,
    private readonly sync: ClusterSync,
  ) {}

  async list(): Promise<UserDto[]> {
    return (await this.users.findAllWithGroups()).map(mapUser);
  }

  async get(userUuid: string): Promise<User> {
    const user = await this.users.findByUuid(userUuid);
    if (!user) throw new UsersException(UsersErrorCode.UserNotFound, USER_NOT_FOUND);
    return user;
  }

  /** The user with their groups, or null: for callers that decide themselves what none means. */
  find(userUuid: string): Promise<User | null> {
    return this.users.findByUuid(userUuid);
  }

  /** The user's e-mail address, null when they have none (or no longer exist). */
  async emailOf(userUuid: string): Promise<string | null> {
    return (await this.users.findByUuid(userUuid))?.emailAddress || null;
  }

  private async checkGroups(codes: string[] | undefined): Promise<void> {
    if (!codes?.length) return;
    const known = new Set(await this.users.existingGroupCodes(codes));
    const unknown = codes.filter((code) => !known.has(code));
    if (unknown.length)
      throw new UsersException(
        UsersErrorCode.UnknownGroup,
        `Unknown security group: ${unknown.join(', ')}`,
      );
  }

  async create(input: SaveUserDto, actorUserUuid: string): Promise<UserDto> {
    await this.checkGroups(input.securityGroupCodes);
    const userUuid = randomUUID();
    const record = {
      userUuid,
      userCode: (input.userCode ?? input.emailAddress).toLowerCase(),
      emailAddress: input.emailAddress,
      firstName: input.firstName,
      lastName: input.lastName,
    };
    await refusingDuplicates(() =>
      this.dataSource.transaction(async (manager) => {
        await this.users.insert(record, manager);
        await this.users.replaceGroups(userUuid, input.securityGroupCodes ?? [], manager);
        await this.audit.record(
          {
            entityType: 'user',
            entityId: userUuid,
            action: 'create',
            actorUserUuid,
            after: { ...record, groups: input.securityGroupCodes ?? [] },
          },
          manager,
        );
      }),
    );
    return mapUser(await this.get(userUuid));
  }

  async update(userUuid: string, input: SaveUserDto, actorUserUuid: string): Promise<UserDto> {
    const before = mapUser(await this.get(userUuid));
    await this.checkGroups(input.securityGroupCodes);
    const changes = {
      emailAddress: input.emailAddress,
      firstName: input.firstName,
      lastName: input.lastName,
      ...(input.userCode ? { userCode: input.userCode.toLowerCase() } : {}),
    };
    await refusingDuplicates(() =>
      this.dataSource.transaction(async (manager) => {
        await this.users.update(userUuid, changes, manager);
        if (input.securityGroupCodes)
          await this.users.replaceGroups(userUuid, input.securityGroupCodes, manager);
        await this.audit.record(
          {
            entityType: 'user',
            entityId: userUuid,
            action: 'update',
            actorUserUuid,
            before,
            after: { ...changes, groups: input.securityGroupCodes },
          },
          manager,
        );
      }),
    );
    // A group change may take rights away: answer once every instance has heard it (decision 0044).
    if (input.securityGroupCodes) await this.sync.settled();
    return mapUser(await this.get(userUuid));
  }

  async read(userUuid: string): Promise<UserDto> {
    const facts = await this.users.findFacts(userUuid);
    if (!facts) throw new UsersException(UsersErrorCode.UserNotFound, USER_NOT_FOUND);
    return mapUserFacts(facts);
  }

  async securityGroups(): Promise<SecurityGroupDto[]> {
    const names = new Map((await this.clients.all()).map((c) => [c.nodeUuid, c.description]));
    return (await this.users.findSecurityGroups()).map((g) => mapSecurityGroup(g, names));
  }

  /**
   * Disabling ends every session of the user at once; enabling also lifts a lock. Nobody
   * disables themselves (an administrator would lock themselves out).
   */
  async setEnabled(userUuid: string, enabled: boolean, actorUserUuid: string): Promise<UserDto> {
    if (userUuid === actorUserUuid && !enabled)
      throw new UsersException(UsersErrorCode.DisableSelf, 'You cannot disable yourself');
    const before = mapUser(await this.get(userUuid));
    await this.dataSource.transaction(async (manager) => {
      await this.users.update(
        userUuid,
        enabled ? { enabled, locked: false, lockedUntil: null, failedAuthCount: 0 } : { enabled },
        manager,
      );
      await this.events.emit(enabled ? 'user.enabled' : 'user.disabled', { userUuid }, manager);
      await this.audit.record(
        {
          entityType: 'user',
          entityId: userUuid,
          action: enabled ? 'enable' : 'disable',
          actorUserUuid,
          before,
          after: { enabled },
        },
        manager,
      );
    });
    // The sessions ended inside the transaction: answer once every instance has heard it, as
    // a sign-out does (decision 0044), so no instance honours them after the answer.
    if (!enabled) await this.sync.settled();
    return mapUser(await this.get(userUuid));
  }
}

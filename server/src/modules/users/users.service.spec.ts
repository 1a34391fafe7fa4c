import { DataSource } from 'typeorm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ClusterSync } from '@server/common/events/cluster-sync';
import { DomainEvents } from '@server/common/events/domain-events';
import { AuditService } from '@server/modules/audit/audit.service';
import { ClientsService } from '@server/modules/tree/clients.service';
import { refusalOf } from '@server/testing/refusal';
import { fake, inMemoryDataSource, serviceOver } from '@server/testing/service-over';
import type { SaveUserDto } from './dto/user.dto';
import type { User } from './entities/user.entity';
import { UsersErrorCode } from './users.exceptions';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

/**
 * User administration's refusals and side effects over in-memory accounts: the real
 * DomainEvents (what auth hears when an account is disabled or enabled), fakes for the table
 * and the cluster. The unique indexes and sessions' end are the users e2e suite's part.
 */

const KNOWN_GROUPS = ['premise:admin', 'staffing:north'];

class World {
  users = new Map<string, User>();
  heard: string[] = [];
  settled = 0;
  audit: string[] = [];

  service(): Promise<UsersService> {
    const events = new DomainEvents();
    events.on(
      'user.disabled',
      async ({ userUuid }) => void this.heard.push(`disabled ${userUuid}`),
    );
    events.on('user.enabled', async ({ userUuid }) => void this.heard.push(`enabled ${userUuid}`));
    const taken = (row: Partial<User>, uuid?: string) =>
      [...this.users.values()].some(
        (u) =>
          u.userUuid !== uuid &&
          (u.userCode === row.userCode || u.emailAddress === row.emailAddress),
      );
    const unique = () => Object.assign(new Error('duplicate key'), { code: '23505' });
    return serviceOver(
      UsersService,
      fake(DataSource, inMemoryDataSource()),
      fake(UsersRepository, {
        findByUuid: async (uuid: string) => this.users.get(uuid) ?? null,
        existingGroupCodes: async (codes: string[]) =>
          codes.filter((c) => KNOWN_GROUPS.includes(c)),
        insert: async (row: Pick<User, 'userUuid' | 'userCode' | 'emailAddress'>) => {
          if (taken(row)) throw unique();
          this.users.set(row.userUuid, {
            enabled: true,
            locked: false,
            lockedUntil: null,
            failedAuthCount: 0,
            lastLogin: null,
            registrationRecord: null,
            collUserSecurityGroups: [],
            ...row,
          } as unknown as User);
        },
        update: async (uuid: string, changes: Partial<User>) => {
          if (taken(changes, uuid)) throw unique();
          Object.assign(this.users.get(uuid)!, changes);
        },
        replaceGroups: async (uuid: string, codes: string[]) => {
          this.users.get(uuid)!.collUserSecurityGroups = codes.map(
            (securityGroupCode) => ({ securityGroupCode, userUuid: uuid }) as never,
          );
        },
      }),
      fake(DomainEvents, events),
      fake(AuditService, {
        record: async (entry: { action: string }) => void this.audit.push(entry.action),
      }),
      fake(ClientsService, {}),
      fake(ClusterSync, { settled: async () => void this.settled++ }),
    );
  }
}

const input = (userCode: string, securityGroupCodes?: string[]): SaveUserDto =>
  ({
    userCode,
    emailAddress: `${userCode.toLowerCase()}@example.com`,
    firstName: 'First',
    lastName: 'Last',
    securityGroupCodes,
  }) as SaveUserDto;

let world: World;
let service: UsersService;

beforeEach(async () => {
  world = new World();
  service = await world.service();
});

describe('create and update', () => {
  it('stores a lower-case username with its groups, audited', async () => {
    const created = await service.create(input('Ann', ['staffing:north']), 'admin');
    expect(created).toMatchObject({ userCode: 'ann', enabled: true });
    expect(created.collUserSecurityGroups.map((g) => g.securityGroupCode)).toEqual([
      'staffing:north',
    ]);
    expect(world.audit).toEqual(['create']);
  });

  it('refuses an unknown group, naming it, and stores nothing', async () => {
    expect(
      await refusalOf(service.create(input('ann', ['staffing:north', 'premise:nowhere']), 'a')),
    ).toBe(`${UsersErrorCode.UnknownGroup}: Unknown security group: premise:nowhere`);
    expect(world.users.size).toBe(0);
  });

  it('refuses a taken username or e-mail address as a conflict', async () => {
    const ann = await service.create(input('ann'), 'admin');
    const bob = await service.create(input('bob'), 'admin');
    const duplicate = `${UsersErrorCode.Duplicate}: A user with this username or e-mail address already exists`;
    expect(await refusalOf(service.create(input('ANN'), 'admin'))).toBe(duplicate);
    expect(await refusalOf(service.update(bob.userUuid, input('ann'), 'admin'))).toBe(duplicate);
    expect(world.users.get(ann.userUuid)!.userCode).toBe('ann');
  });

  it('waits for every instance only when the groups change', async () => {
    const ann = await service.create(input('ann'), 'admin');
    await service.update(ann.userUuid, input('ann'), 'admin');
    expect(world.settled).toBe(0);
    await service.update(ann.userUuid, input('ann', ['premise:admin']), 'admin');
    expect(world.settled).toBe(1);
  });
});

describe('disable and enable', () => {
  it('never lets an administrator disable themselves', async () => {
    const ann = await service.create(input('ann'), 'admin');
    expect(await refusalOf(service.setEnabled(ann.userUuid, false, ann.userUuid))).toBe(
      `${UsersErrorCode.DisableSelf}: You cannot disable yourself`,
    );
    expect(world.users.get(ann.userUuid)!.enabled).toBe(true);
    expect(world.heard).toEqual([]);
  });

  it('tells auth at once on disabling, and waits until every instance heard it', async () => {
    const ann = await service.create(input('ann'), 'admin');
    expect(await service.setEnabled(ann.userUuid, false, 'admin')).toMatchObject({
      enabled: false,
    });
    expect(world.heard).toEqual([`disabled ${ann.userUuid}`]);
    expect(world.settled).toBe(1);
  });

  it('lifts a lock and the failure count on enabling', async () => {
    const ann = await service.create(input('ann'), 'admin');
    Object.assign(world.users.get(ann.userUuid)!, {
      enabled: false,
      locked: true,
      lockedUntil: new Date(Date.now() + 60_000),
      failedAuthCount: 7,
    });
    expect(await service.setEnabled(ann.userUuid, true, 'admin')).toMatchObject({
      enabled: true,
      locked: false,
      failedAuthCount: 0,
    });
    expect(world.heard).toEqual([`enabled ${ann.userUuid}`]);
  });

  it('answers a missing user as not found', async () => {
    expect(await refusalOf(service.setEnabled('nobody', true, 'admin'))).toBe(
      `${UsersErrorCode.UserNotFound}: User not found`,
    );
  });
});

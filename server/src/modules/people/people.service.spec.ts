import { DataSource } from 'typeorm';
import { beforeEach, describe, expect, it } from 'vitest';
import { PERSON_META, SYSTEM_PERSON_META } from '@domain/people';
import { AccessErrorCode } from '@server/common/auth/access.exceptions';
import { AccessService } from '@server/common/auth/access.service';
import type { Principal } from '@server/common/auth/principal';
import { APP_CONFIG } from '@server/config/config.module';
import { AuditService } from '@server/modules/audit/audit.service';
import { refusalOf } from '@server/testing/refusal';
import { fake, inMemoryDataSource, serviceOver } from '@server/testing/service-over';
import { PeopleErrorCode } from './people.exceptions';
import { PeopleRepository } from './people.repository';
import { PeopleService } from './people.service';

/**
 * A person's data over in-memory persons and metadata, with the real AccessService (the
 * resolver the service registers decides whose person it is): who sees a person and which of
 * their metadata, who may change it, and what set/add/del and an HR sync write.
 */

const NORTH = '00000000-0000-0000-0005-000000000001';
const SOUTH = '00000000-0000-0000-0005-000000000002';
const who = (...groups: string[]) => ({ userUuid: 'u', groups }) as unknown as Principal;
const premise = who(`premise:${NORTH}`);
const staffing = who(`staffing:${NORTH}`);
const recruiter = who(`recruiter:${NORTH}`);
const south = who(`premise:${SOUTH}`);

interface Meta {
  personUuid: string;
  metadataField: string;
  stringValue: string;
}

class World {
  person = { personUuid: 'ann', firstName: 'Ann', lastName: 'Lee', clientNodeUuid: NORTH };
  metas: Meta[] = [
    { personUuid: 'ann', metadataField: PERSON_META.email, stringValue: 'ann@example.com' },
    { personUuid: 'ann', metadataField: PERSON_META.medical, stringValue: 'Knee' },
    { personUuid: 'ann', metadataField: SYSTEM_PERSON_META.gradeReasons, stringValue: 'Grip' },
  ];
  audit: string[] = [];

  service(): Promise<PeopleService> {
    const of = (field?: string) =>
      this.metas.filter((m) => m.personUuid === 'ann' && (!field || m.metadataField === field));
    return serviceOver(
      PeopleService,
      fake(DataSource, inMemoryDataSource()),
      fake(PeopleRepository, {
        clientIdOf: async (uuid: string) => (uuid === 'ann' ? NORTH : undefined),
        findPerson: async () => ({ ...this.person }),
        findIds: async () => [],
        findMetas: async (_p: string, field?: string) => of(field),
        values: async (_m: object, _p: string, field: string) =>
          of(field).map((m) => m.stringValue),
        lockAndBump: async () => 2,
        addValue: async (_m: object, meta: Meta) => void this.metas.push(meta),
        removeValues: async (_m: object, _p: string, field: string, value?: string) => {
          const gone = of(field).filter((m) => value === undefined || m.stringValue === value);
          this.metas = this.metas.filter((m) => !gone.includes(m));
          return gone.length;
        },
        renamePerson: async (_m: object, _p: string, firstName: string, lastName: string) =>
          void Object.assign(this.person, { firstName, lastName }),
      }),
      fake(AccessService, new AccessService()),
      fake(AuditService, {
        record: async (entry: { action: string }) => void this.audit.push(entry.action),
      }),
      fake(APP_CONFIG, { talogyReportUrl: '' }),
    );
  }

  values(field: string): string[] {
    return this.metas.filter((m) => m.metadataField === field).map((m) => m.stringValue);
  }
}

let world: World;
let service: PeopleService;

beforeEach(async () => {
  world = new World();
  service = await world.service();
});

const NOT_FOUND = `${AccessErrorCode.NotFound}: Person not found`;
const fields = async (principal: Principal) =>
  (await service.get(principal, 'ann')).collPersonMetas.map((m) => m.metadataField);

describe('reading a person', () => {
  it('is for their site’s people; to others the person does not exist', async () => {
    expect(await refusalOf(service.get(south, 'ann'))).toBe(NOT_FOUND);
    expect(await refusalOf(service.get(premise, 'nobody'))).toBe(NOT_FOUND);
  });

  it('shows the medical note to those who score exams, and the match reasons to nobody else', async () => {
    expect(await fields(premise)).toEqual([PERSON_META.email, PERSON_META.medical]);
    expect(await fields(staffing)).toEqual([PERSON_META.email]);
    expect(await fields(who('premise:admin'))).toHaveLength(3);
  });
});

describe('changing metadata', () => {
  it('needs the right to change people at the person’s site', async () => {
    expect(await refusalOf(service.writeMeta(recruiter, 'ann', 'set', 'COMMENTS', 'x'))).toBe(
      `${AccessErrorCode.Forbidden}: You are not allowed to change people`,
    );
    expect(await refusalOf(service.writeMeta(south, 'ann', 'set', 'COMMENTS', 'x'))).toBe(
      NOT_FOUND,
    );
  });

  it('never lets anyone write what the match engine derives', async () => {
    expect(
      await refusalOf(service.writeMeta(who('premise:admin'), 'ann', 'set', 'grade_cache', 'A')),
    ).toBe(
      `${PeopleErrorCode.SystemMeta}: GRADE_CACHE is derived by the match engine and written by the system alone; no user may change it`,
    );
  });

  it('set replaces every value, add keeps values distinct, del needs the value held', async () => {
    await service.writeMeta(staffing, 'ann', 'add', 'COMMENTS', 'first');
    await service.writeMeta(staffing, 'ann', 'add', 'COMMENTS', 'second');
    await service.writeMeta(staffing, 'ann', 'add', 'COMMENTS', 'first');
    expect(world.values('COMMENTS')).toEqual(['first', 'second']);
    await service.writeMeta(staffing, 'ann', 'set', 'COMMENTS', 'only');
    expect(world.values('COMMENTS')).toEqual(['only']);
    expect(await refusalOf(service.writeMeta(staffing, 'ann', 'del', 'COMMENTS', 'gone'))).toBe(
      `${PeopleErrorCode.MetaValueMissing}: COMMENTS does not hold "gone"`,
    );
    await service.writeMeta(staffing, 'ann', 'del', 'COMMENTS', 'only');
    expect(world.values('COMMENTS')).toEqual([]);
  });

  it('stores a phone number in one written form', async () => {
    await service.writeMeta(staffing, 'ann', 'set', PERSON_META.phone, '555 010 0199');
    expect(world.values(PERSON_META.phone)).toEqual(['(555) 010-0199']);
  });
});

describe('an HR sync', () => {
  const record = (firstName: string, email: string) => ({
    firstName,
    lastName: 'Lee',
    metas: { [PERSON_META.email]: email },
  });

  it('writes and audits only what differs, answering which fields changed', async () => {
    expect(
      await service.syncFromOutside(staffing, 'ann', record('Ann', 'ann@example.com')),
    ).toEqual([]);
    expect(world.audit).toEqual([]);
    expect(
      await service.syncFromOutside(staffing, 'ann', record('Anna', 'anna@example.com')),
    ).toEqual(['name', PERSON_META.email]);
    expect(world.values(PERSON_META.email)).toEqual(['anna@example.com']);
    expect(world.audit).toEqual(['hr-sync']);
  });
});

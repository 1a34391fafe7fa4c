import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Permission } from '@domain/access';
import {
  normalizePersonMeta,
  personMetaProblem,
  readablePersonMetas,
  systemPersonMetaProblem,
} from '@domain/people';
import { AccessService } from '@server/common/auth/access.service';
import type { AppConfig } from '@server/config/app-config';
import { APP_CONFIG } from '@server/config/config.module';
import type { Principal } from '@server/common/auth/principal';
import { AuditService } from '@server/modules/audit/audit.service';
import type {
  PersonDto,
  PersonIdDto,
  PersonMetaValueDto,
  PersonMetaValuesDto,
  TalogyUrlDto,
} from './dto/person.dto';
import { PeopleErrorCode, PeopleException } from './people.exceptions';
import { PeopleRepository } from './people.repository';

type MetaWrite = 'set' | 'add' | 'del';

/**
 * Persons, their IDs and metadata. A person belongs to a client site: callers see the people
 * of the client sites their scopes cover (decision 0010), others answer 404.
 */
@Injectable()
export class PeopleService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly people: PeopleRepository,
    private readonly access: AccessService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    access.registerResolver('person', (id) => this.people.clientIdOf(id));
  }

  async get(principal: Principal, personUuid: string): Promise<PersonDto> {
    await this.access.assertOn(principal, Permission.PeopleRead, 'person', personUuid);
    const [person, ids, metas] = await Promise.all([
      this.people.findPerson(personUuid),
      this.people.findIds(personUuid),
      this.people.findMetas(personUuid),
    ]);
    return {
      ...person!,
      collIDs: ids,
      collPersonMetas: readablePersonMetas(principal.groups, metas),
    };
  }

  /**
   * secure/talogy-urls/{id}: each of the person's IDs with the link to its Talogy assessment
   * report, built from TALOGY_REPORT_URL; none while that is not set (decision 0015).
   */
  async talogyUrls(principal: Principal, personUuid: string): Promise<TalogyUrlDto[]> {
    const ids = await this.ids(principal, personUuid);
    const template = this.config.talogyReportUrl;
    if (!template) return [];
    return ids.map((i) => ({
      idUuid: i.idUuid,
      id: i.id,
      idType: i.aIDType.description,
      url: template.replaceAll('{id}', encodeURIComponent(i.id)),
    }));
  }

  async ids(principal: Principal, personUuid: string): Promise<PersonIdDto[]> {
    await this.access.assertOn(principal, Permission.PeopleRead, 'person', personUuid);
    return this.people.findIds(personUuid);
  }

  async meta(principal: Principal, personUuid: string, field: string): Promise<PersonMetaValueDto> {
    await this.access.assertOn(principal, Permission.PeopleRead, 'person', personUuid);
    const [first] = await this.readableMetas(principal, personUuid, field);
    return { metadataField: field, stringValue: first?.stringValue ?? null };
  }

  async metaList(principal: Principal, personUuid: string, field: string): Promise<string[]> {
    await this.access.assertOn(principal, Permission.PeopleRead, 'person', personUuid);
    return (await this.readableMetas(principal, personUuid, field)).map((m) => m.stringValue);
  }

  /** A field's values as the caller may read them: the match reasons only with that right. */
  private async readableMetas(principal: Principal, personUuid: string, field: string) {
    return readablePersonMetas(principal.groups, await this.people.findMetas(personUuid, field));
  }

  /** Refuses the metadata the match engine derives (decision 0038), to every user. */
  private refuseSystemMeta(fields: Iterable<string>): void {
    for (const field of fields) {
      const problem = systemPersonMetaProblem(field);
      if (problem) throw new PeopleException(PeopleErrorCode.SystemMeta, problem);
    }
  }

  /** The person holding an ID number of a type (by its description), checked for reading. */
  async findByIdNumber(
    principal: Principal,
    idTypeDescription: string,
    id: string,
  ): Promise<PersonDto | undefined> {
    const personUuid = await this.people.findPersonByIdNumber(idTypeDescription, id);
    return personUuid ? this.get(principal, personUuid) : undefined;
  }

  /**
   * Takes a person's name and contact metadata from an outside record (the HR system) in one
   * transaction: all of it is written, or nothing. Answers the fields that changed.
   */
  async syncFromOutside(
    principal: Principal,
    personUuid: string,
    record: { firstName: string; lastName: string; metas: Record<string, string> },
  ): Promise<string[]> {
    await this.access.assertOn(principal, Permission.PeopleWrite, 'person', personUuid);
    this.refuseSystemMeta(Object.keys(record.metas));
    for (const [field, value] of Object.entries(record.metas)) {
      const problem = personMetaProblem(field, value);
      if (problem) throw new PeopleException(PeopleErrorCode.BadMeta, problem);
    }
    return this.dataSource.transaction(async (manager) => {
      await this.people.lockAndBump(manager, personUuid);
      const person = (await this.people.findPerson(personUuid))!;
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      if (person.firstName !== record.firstName || person.lastName !== record.lastName) {
        await this.people.renamePerson(manager, personUuid, record.firstName, record.lastName);
        before.name = [person.firstName, person.lastName];
        after.name = [record.firstName, record.lastName];
      }
      for (const [field, raw] of Object.entries(record.metas)) {
        const value = normalizePersonMeta(field, raw);
        const values = await this.people.values(manager, personUuid, field);
        if (values.length === 1 && values[0] === value) continue;
        await this.people.removeValues(manager, personUuid, field);
        await this.people.addValue(manager, {
          personMetaUuid: randomUUID(),
          personUuid,
          metadataField: field,
          stringValue: value,
        });
        before[field] = values;
        after[field] = [value];
      }
      const changed = Object.keys(after);
      if (changed.length)
        await this.audit.record(
          {
            entityType: 'person',
            entityId: personUuid,
            action: 'hr-sync',
            actorUserUuid: principal.userUuid,
            before,
            after,
          },
          manager,
        );
      return changed;
    });
  }

  /**
   * set: the field holds exactly this value; add: one more value (kept distinct); del: this
   * value goes (404 when the field does not hold it). Versioned and audited, DIRTY person.
   * The system keys (the grade caches) answer 403 whatever the caller's rights.
   */
  async writeMeta(
    principal: Principal,
    personUuid: string,
    write: MetaWrite,
    field: string,
    raw: string,
  ): Promise<PersonMetaValuesDto> {
    await this.access.assertOn(principal, Permission.PeopleWrite, 'person', personUuid);
    this.refuseSystemMeta([field]);
    const problem = personMetaProblem(field, raw);
    if (problem && write !== 'del') throw new PeopleException(PeopleErrorCode.BadMeta, problem);
    const value = normalizePersonMeta(field, raw);
    return this.dataSource.transaction(async (manager) => {
      await this.people.lockAndBump(manager, personUuid);
      const before = await this.people.values(manager, personUuid, field);
      if (write === 'del') {
        if ((await this.people.removeValues(manager, personUuid, field, value)) === 0)
          throw new PeopleException(
            PeopleErrorCode.MetaValueMissing,
            `${field} does not hold "${value}"`,
          );
      } else {
        if (write === 'set') await this.people.removeValues(manager, personUuid, field);
        if (write === 'set' || !before.includes(value))
          await this.people.addValue(manager, {
            personMetaUuid: randomUUID(),
            personUuid,
            metadataField: field,
            stringValue: value,
          });
      }
      const after = await this.people.values(manager, personUuid, field);
      await this.audit.record(
        {
          entityType: 'person',
          entityId: personUuid,
          action: `meta-${write}`,
          actorUserUuid: principal.userUuid,
          before: { [field]: before },
          after: { [field]: after },
        },
        manager,
      );
      return { metadataField: field, values: after };
    });
  }
}

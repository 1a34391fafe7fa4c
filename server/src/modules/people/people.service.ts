import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Permission } from '@domain/access';
import { normalizePersonMeta, personMetaProblem } from '@domain/people';
import { AccessService } from '@server/common/auth/access.service';
import type { Principal } from '@server/common/auth/principal';
import { AuditService } from '@server/modules/audit/audit.service';
import type {
  PersonDto,
  PersonIdDto,
  PersonMetaValueDto,
  PersonMetaValuesDto,
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
  ) {
    access.registerResolver('person', (id) => this.people.clientNameOf(id));
  }

  async get(principal: Principal, personUuid: string): Promise<PersonDto> {
    await this.access.assertOn(principal, Permission.PeopleRead, 'person', personUuid);
    const [person, ids, metas] = await Promise.all([
      this.people.findPerson(personUuid),
      this.people.findIds(personUuid),
      this.people.findMetas(personUuid),
    ]);
    return { ...person!, collIDs: ids, collPersonMetas: metas };
  }

  async ids(principal: Principal, personUuid: string): Promise<PersonIdDto[]> {
    await this.access.assertOn(principal, Permission.PeopleRead, 'person', personUuid);
    return this.people.findIds(personUuid);
  }

  async meta(principal: Principal, personUuid: string, field: string): Promise<PersonMetaValueDto> {
    await this.access.assertOn(principal, Permission.PeopleRead, 'person', personUuid);
    const [first] = await this.people.findMetas(personUuid, field);
    return { metadataField: field, stringValue: first?.stringValue ?? null };
  }

  async metaList(principal: Principal, personUuid: string, field: string): Promise<string[]> {
    await this.access.assertOn(principal, Permission.PeopleRead, 'person', personUuid);
    return (await this.people.findMetas(personUuid, field)).map((m) => m.stringValue);
  }

  /**
   * set: the field holds exactly this value; add: one more value (kept distinct); del: this
   * value goes (404 when the field does not hold it). Versioned and audited, DIRTY person.
   */
  async writeMeta(
    principal: Principal,
    personUuid: string,
    write: MetaWrite,
    field: string,
    raw: string,
  ): Promise<PersonMetaValuesDto> {
    await this.access.assertOn(principal, Permission.PeopleWrite, 'person', personUuid);
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

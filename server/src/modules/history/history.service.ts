import { Permission } from '@domain/access';
import { PERSON_META, readsMedicalNote } from '@domain/people';
import { Injectable } from '@nestjs/common';
import { AccessService } from '@server/common/auth/access.service';
import type { Principal } from '@server/common/auth/principal';
import { AuditService } from '@server/modules/audit/audit.service';
import type {
  HistoryPageDto,
  HistoryQueryDto,
  StoredHistoryPage,
} from '@server/modules/audit/dto/history.dto';
import { NhpClassesService } from '@server/modules/nhp/nhp-classes.service';
import { PdaService } from '@server/modules/pda/pda.service';
import { HistoryNamesRepository } from './history-names.repository';
import { historyInWords, referencesOf } from './history-words';

/**
 * The audit trail of one object, for the people who may see that object: each owner checks
 * the caller as its own read route does (404 unseen, 403 without the right) and names the
 * entries that make up the object's history. Each entry comes in words (issue 32, item 4):
 * the names it refers to are read once per page, within the caller's scope.
 */
@Injectable()
export class HistoryService {
  constructor(
    private readonly audit: AuditService,
    private readonly access: AccessService,
    private readonly pdas: PdaService,
    private readonly classes: NhpClassesService,
    private readonly names: HistoryNamesRepository,
  ) {}

  async ofPda(
    principal: Principal,
    pdaUuid: string,
    query: HistoryQueryDto,
  ): Promise<HistoryPageDto> {
    await this.pdas.load(principal, pdaUuid);
    return this.inWords(
      principal,
      await this.audit.history([{ entityType: 'pda', entityId: pdaUuid }], query),
    );
  }

  async ofExam(
    principal: Principal,
    examUuid: string,
    query: HistoryQueryDto,
  ): Promise<HistoryPageDto> {
    await this.access.assertOn(principal, Permission.RosterRead, 'exam', examUuid);
    return this.inWords(
      principal,
      await this.audit.history([{ entityType: 'exam', entityId: examUuid }], query),
    );
  }

  async ofPerson(
    principal: Principal,
    personUuid: string,
    query: HistoryQueryDto,
  ): Promise<HistoryPageDto> {
    await this.access.assertOn(principal, Permission.PeopleRead, 'person', personUuid);
    const page = await this.audit.history([{ entityType: 'person', entityId: personUuid }], query);
    return this.inWords(
      principal,
      readsMedicalNote(principal.groups) ? page : withoutMedicalValues(page),
    );
  }

  async ofClass(
    principal: Principal,
    nhpClassUuid: string,
    query: HistoryQueryDto,
  ): Promise<HistoryPageDto> {
    const subjects = await this.classes.auditSubjects(principal, nhpClassUuid);
    return this.inWords(principal, await this.audit.history(subjects, query));
  }

  private async inWords(principal: Principal, page: StoredHistoryPage): Promise<HistoryPageDto> {
    const names = await this.names.resolve(
      referencesOf(page.entries),
      this.access.readableClientIds(principal, Permission.PeopleRead),
      this.access.readableClientIds(principal, Permission.TreeRead),
    );
    return {
      ...page,
      entries: page.entries.map((entry) => ({ ...entry, ...historyInWords(entry, names) })),
    };
  }
}

/**
 * The medical note's values left out of a person's history, for callers who may not read the
 * note itself (decision 0023): the entry still says that it changed, not to what.
 */
function withoutMedicalValues(page: StoredHistoryPage): StoredHistoryPage {
  const hide = (values: Record<string, unknown> | null) =>
    values &&
    Object.fromEntries(
      Object.entries(values).map(([key, value]) =>
        key.toLowerCase() === PERSON_META.medical.toLowerCase()
          ? [key, ['(not shown)']]
          : [key, value],
      ),
    );
  return {
    ...page,
    entries: page.entries.map((e) => ({ ...e, before: hide(e.before), after: hide(e.after) })),
  };
}

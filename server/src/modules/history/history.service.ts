import { Permission } from '@domain/access';
import { Injectable } from '@nestjs/common';
import { AccessService } from '@server/common/auth/access.service';
import type { Principal } from '@server/common/auth/principal';
import { AuditService } from '@server/modules/audit/audit.service';
import type { HistoryPageDto, HistoryQueryDto } from '@server/modules/audit/dto/history.dto';
import { NhpClassesService } from '@server/modules/nhp/nhp-classes.service';
import { PdaService } from '@server/modules/pda/pda.service';

/**
 * The audit trail of one object, for the people who may see that object: each owner checks
 * the caller as its own read route does (404 unseen, 403 without the right) and names the
 * entries that make up the object's history.
 */
@Injectable()
export class HistoryService {
  constructor(
    private readonly audit: AuditService,
    private readonly access: AccessService,
    private readonly pdas: PdaService,
    private readonly classes: NhpClassesService,
  ) {}

  async ofPda(
    principal: Principal,
    pdaUuid: string,
    query: HistoryQueryDto,
  ): Promise<HistoryPageDto> {
    await this.pdas.load(principal, pdaUuid);
    return this.audit.history([{ entityType: 'pda', entityId: pdaUuid }], query);
  }

  async ofExam(
    principal: Principal,
    examUuid: string,
    query: HistoryQueryDto,
  ): Promise<HistoryPageDto> {
    await this.access.assertOn(principal, Permission.RosterRead, 'exam', examUuid);
    return this.audit.history([{ entityType: 'exam', entityId: examUuid }], query);
  }

  async ofPerson(
    principal: Principal,
    personUuid: string,
    query: HistoryQueryDto,
  ): Promise<HistoryPageDto> {
    await this.access.assertOn(principal, Permission.PeopleRead, 'person', personUuid);
    return this.audit.history([{ entityType: 'person', entityId: personUuid }], query);
  }

  async ofClass(
    principal: Principal,
    nhpClassUuid: string,
    query: HistoryQueryDto,
  ): Promise<HistoryPageDto> {
    return this.audit.history(await this.classes.auditSubjects(principal, nhpClassUuid), query);
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { isPremise } from '@domain/groups';
import { allowedPdaTransitions, pdaTransitionProblem } from '@domain/pda/pda-status';
import { pdaDescriptionProblem } from '@domain/rules';
import { isPdaStatus } from '@domain/status';
import { isAdmin, type Principal } from '@server/common/auth/principal';
import { AuditService } from '@server/modules/audit/audit.service';
import { NodeAccessService } from '@server/modules/tree/node-access.service';
import type { PdaDto } from './dto/pda.dto';
import type { Pda } from './entities/pda.entities';
import { PdaChanges } from './pda-changes';
import { PdaRepository } from './pda.repository';
import { PdaErrorCode, PdaException } from './pda.exceptions';
import { PdaService } from './pda.service';

/** A PDA's own writes: creating it, its description and its status. */
@Injectable()
export class PdaWritesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pdas: PdaRepository,
    private readonly reads: PdaService,
    private readonly nodes: NodeAccessService,
    private readonly audit: AuditService,
    private readonly changes: PdaChanges,
  ) {}

  async create(
    principal: Principal,
    nodeUuid: string,
    pdaTypeUuid: string,
    name: string,
    variationIds: string,
  ): Promise<PdaDto> {
    const rights = await this.nodes.rightsOf(principal, nodeUuid);
    if (!rights.canWrite)
      throw new PdaException(PdaErrorCode.WriteForbidden, 'You may not create PDAs here');
    const type = await this.pdas.findType(pdaTypeUuid);
    if (!type) throw new PdaException(PdaErrorCode.UnknownType, `Unknown PDA type ${pdaTypeUuid}`);
    const variationUuids = [
      ...new Set(
        variationIds
          .split(',')
          .map((v) => v.trim().toLowerCase())
          .filter(Boolean),
      ),
    ];
    if (!variationUuids.length)
      throw new PdaException(PdaErrorCode.NoVariation, 'A PDA needs at least one variation');
    const known = await this.pdas.existingVariations(variationUuids);
    if (known.length !== variationUuids.length)
      throw new PdaException(PdaErrorCode.UnknownVariation, 'Unknown variation id');
    const pdaUuid = randomUUID();
    const record = {
      pdaUuid,
      nodeUuid,
      description: name,
      pdaTypeUuid,
      pdaStatusEnum: 'INPROGRESS' as const,
      createUserUuid: principal.userUuid,
      updateUserUuid: principal.userUuid,
    };
    await this.dataSource.transaction(async (manager) => {
      await this.pdas.insertPda(record, variationUuids, manager);
      await this.audit.record(
        {
          entityType: 'pda',
          entityId: pdaUuid,
          action: 'create',
          actorUserUuid: principal.userUuid,
          after: { ...record, variationUuids },
        },
        manager,
      );
      await this.audit.record(
        {
          entityType: 'node',
          entityId: nodeUuid,
          action: 'pda-created',
          actorUserUuid: principal.userUuid,
          after: { pdaUuid },
        },
        manager,
      );
    });
    return this.reads.get(principal, pdaUuid);
  }

  async setDescription(
    principal: Principal,
    pdaUuid: string,
    description: string,
  ): Promise<PdaDto> {
    const pda = await this.reads.loadForWrite(principal, pdaUuid);
    const text = description.trim();
    const problem = pdaDescriptionProblem(text);
    if (problem) throw new PdaException(PdaErrorCode.DescriptionInvalid, problem);
    await this.updateAudited(
      principal,
      pda,
      'description',
      { description: text },
      {
        description: pda.description,
      },
    );
    return this.reads.get(principal, pdaUuid);
  }

  async setStatus(principal: Principal, pdaUuid: string, status: string): Promise<PdaDto> {
    if (!isPdaStatus(status))
      throw new PdaException(
        PdaErrorCode.UnknownStatus,
        `Unknown status ${status}; use INPROGRESS, COMPLETED, APPROVED, ARCHIVED or DELETED`,
      );
    const pda = await this.reads.loadForWrite(principal, pdaUuid);
    const mayApprove = isAdmin(principal) || isPremise(principal.groups);
    const problem = pdaTransitionProblem({
      from: pda.pdaStatusEnum,
      to: status,
      taktTime: pda.taktTime,
      mayApprove,
    });
    if (problem) {
      throw new PdaException(PdaErrorCode.IllegalTransition, problem, {
        allowed: allowedPdaTransitions(pda.pdaStatusEnum),
      });
    }
    await this.updateAudited(
      principal,
      pda,
      'status',
      { pdaStatusEnum: status },
      {
        pdaStatusEnum: pda.pdaStatusEnum,
      },
    );
    return this.reads.get(principal, pdaUuid);
  }

  /** Changes the PDA itself and audits it, in one transaction. */
  private async updateAudited(
    principal: Principal,
    pda: Pda,
    action: string,
    changes: Partial<Pda>,
    before: object,
  ): Promise<void> {
    await this.dataSource.transaction((manager) =>
      this.changes.record(principal, pda, manager, { action, before, after: changes }, changes),
    );
  }
}

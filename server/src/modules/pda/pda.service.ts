import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import {
  isPdaFieldFormat,
  pdaFieldValueProblem,
  type PdaFieldFormat,
} from '@domain/pda/pda-field-formats';
import { isPremise } from '@domain/groups';
import { demandValueProblem } from '@domain/pda/demand-values';
import { allowedPdaTransitions, pdaTransitionProblem } from '@domain/pda/pda-status';
import { isPdaStatus, type PdaStatus } from '@domain/status';
import { AuditService } from '@server/modules/audit/audit.service';
import { isAdmin, type Principal } from '@server/common/auth/principal';
import { NodesService } from '@server/modules/tree/nodes.service';
import { summarisePda } from './ai-summary';
import type {
  AggPdaDto,
  PdaDemandDto,
  PdaDto,
  PdaFieldValueDto,
  PdaSumDto,
  PdaTypeDto,
} from './dto/pda.dto';
import type { PdaTypeField } from './entities/pda-type.entities';
import type { Pda } from './entities/pda.entities';
import { DemandRow, PdaRepository } from './pda.repository';
import { PdaErrorCode, PdaException } from './pda.exceptions';
import { ObjectNotFoundException } from '@server/common/auth/access.exceptions';
import { pdaDescriptionProblem } from '@domain/rules';

export const PDA_NOT_FOUND = 'PDA not found';
/** The type field whose value is the takt time (seconds). */
export const TAKT_TIME_CODE = 'TAKT_TIME';

const summary = (
  p: Pick<Pda, 'pdaUuid' | 'nodeUuid' | 'description' | 'pdaTypeUuid' | 'pdaStatusEnum'>,
) => ({
  pdaUuid: p.pdaUuid,
  nodeUuid: p.nodeUuid,
  description: p.description,
  pdaTypeUuid: p.pdaTypeUuid,
  pdaStatusEnum: p.pdaStatusEnum,
});

@Injectable()
export class PdaService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pdas: PdaRepository,
    private readonly nodes: NodesService,
    private readonly audit: AuditService,
  ) {}

  async types(): Promise<PdaTypeDto[]> {
    const types = await this.pdas.findTypes();
    const fields = await this.pdas.findTypeFields(types.map((t) => t.pdaTypeUuid));
    return types.map((type) => ({
      pdaTypeUuid: type.pdaTypeUuid,
      description: type.description,
      editable: type.editable,
      collPDATypeFields: fields
        .filter((f) => f.pdaTypeUuid === type.pdaTypeUuid)
        .map(({ pdaTypeUuid: _t, ...f }) => f),
    }));
  }

  async type(pdaTypeUuid: string): Promise<PdaTypeDto> {
    const found = (await this.types()).find((t) => t.pdaTypeUuid === pdaTypeUuid);
    if (!found) throw new PdaException(PdaErrorCode.TypeNotFound, 'PDA type not found');
    return found;
  }

  /** The PDA, after checking that its node is visible to the caller (404 otherwise). */
  private async load(
    principal: Principal,
    pdaUuid: string,
  ): Promise<{ pda: Pda; canWrite: boolean }> {
    const pda = await this.pdas.findPda(pdaUuid);
    if (!pda) throw new ObjectNotFoundException(PDA_NOT_FOUND);
    const rights = await this.nodes.rightsOf(principal, pda.nodeUuid).catch(() => {
      throw new ObjectNotFoundException(PDA_NOT_FOUND);
    });
    return { pda, canWrite: rights.canWrite };
  }

  /** The PDA, when the caller may change it (403 otherwise; 404 when not visible). */
  async loadForWrite(principal: Principal, pdaUuid: string): Promise<Pda> {
    const { pda, canWrite } = await this.load(principal, pdaUuid);
    if (!canWrite)
      throw new PdaException(PdaErrorCode.WriteForbidden, 'You may not change this PDA');
    const type = await this.pdas.findType(pda.pdaTypeUuid);
    if (type && !type.editable)
      throw new PdaException(PdaErrorCode.ReadOnlyType, 'PDAs of this type are read-only');
    return pda;
  }

  async get(principal: Principal, pdaUuid: string): Promise<PdaDto> {
    const { pda } = await this.load(principal, pdaUuid);
    const parts = await this.pdas.findParts(pdaUuid);
    return {
      ...summary(pda),
      taktTime: pda.taktTime,
      seatHeight: pda.seatHeight,
      created: pda.created.toISOString(),
      updated: pda.updated.toISOString(),
      createUserUuid: pda.createUserUuid,
      updateUserUuid: pda.updateUserUuid,
      version: pda.version,
      aPDAType: await this.type(pda.pdaTypeUuid),
      collPDAFields: parts.fields.map(({ pdaTypeFieldUuid, stringValue, valueType, version }) => ({
        pdaTypeFieldUuid,
        stringValue,
        valueType,
        version,
      })),
      collPDAVariations: parts.variations.map((aVariation) => ({ aVariation })),
      collPDAElements: parts.elements.map(({ pdaUuid: _p, ...e }) => e),
      collPDAObjects: parts.objects.map(({ objectUuid, description, exertions }) => ({
        objectUuid,
        description,
        exertions: exertions as PdaDto['collPDAObjects'][number]['exertions'],
      })),
      collPDATools: parts.tools.map(({ pdaUuid: _p, ordinal: _o, ...t }) => t),
      collPDADemands: parts.demands.map(({ capabilityUuid, value, version }) => ({
        capabilityUuid,
        value,
        version,
      })),
      allowedStatuses: allowedPdaTransitions(pda.pdaStatusEnum),
    };
  }

  async field(principal: Principal, pdaUuid: string, fieldUuid: string): Promise<PdaFieldValueDto> {
    await this.load(principal, pdaUuid);
    const found = await this.pdas.findField(pdaUuid, fieldUuid);
    return {
      pdaTypeFieldUuid: fieldUuid,
      stringValue: found?.stringValue ?? '',
      version: found?.version ?? 0,
    };
  }

  async numbers(principal: Principal, pdaUuid: string) {
    const { pda } = await this.load(principal, pdaUuid);
    return { taktTime: pda.taktTime, seatHeight: pda.seatHeight };
  }

  async aiSummary(principal: Principal, pdaUuid: string): Promise<string> {
    const { pda } = await this.load(principal, pdaUuid);
    return summarisePda(
      pda,
      await this.pdas.findParts(pdaUuid),
      await this.pdas.findCapabilities(),
    );
  }

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
    return this.get(principal, pdaUuid);
  }

  async setDescription(
    principal: Principal,
    pdaUuid: string,
    description: string,
  ): Promise<PdaDto> {
    const pda = await this.loadForWrite(principal, pdaUuid);
    const text = description.trim();
    const problem = pdaDescriptionProblem(text);
    if (problem) throw new PdaException(PdaErrorCode.DescriptionInvalid, problem);
    await this.updateAudited(
      principal,
      pdaUuid,
      'description',
      { description: text },
      { description: pda.description },
    );
    return this.get(principal, pdaUuid);
  }

  async setStatus(principal: Principal, pdaUuid: string, status: string): Promise<PdaDto> {
    if (!isPdaStatus(status))
      throw new PdaException(
        PdaErrorCode.UnknownStatus,
        `Unknown status ${status}; use INPROGRESS, COMPLETED, APPROVED, ARCHIVED or DELETED`,
      );
    const pda = await this.loadForWrite(principal, pdaUuid);
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
      pdaUuid,
      'status',
      { pdaStatusEnum: status },
      { pdaStatusEnum: pda.pdaStatusEnum },
    );
    return this.get(principal, pdaUuid);
  }

  /** Changes the PDA itself and audits it, in one transaction. */
  private async updateAudited(
    principal: Principal,
    pdaUuid: string,
    action: string,
    changes: Partial<Pda>,
    before: object,
  ): Promise<void> {
    await this.dataSource.transaction((manager) =>
      this.recordChange(principal, pdaUuid, manager, { action, before, after: changes }, changes),
    );
  }

  /**
   * Every write to a PDA or its parts ends here, inside the write's transaction: the PDA is
   * marked changed by the caller (with `pdaChanges` to the PDA row itself) and the change is
   * audited, which announces DIRTY.
   */
  async recordChange(
    principal: Principal,
    pdaUuid: string,
    manager: EntityManager,
    change: { action: string; before: object; after: object },
    pdaChanges: Partial<Pda> = {},
  ): Promise<void> {
    await this.pdas.updatePda(
      pdaUuid,
      { ...pdaChanges, updateUserUuid: principal.userUuid },
      manager,
    );
    await this.audit.record(
      { entityType: 'pda', entityId: pdaUuid, actorUserUuid: principal.userUuid, ...change },
      manager,
    );
  }

  private async typeField(pda: Pda, fieldUuid: string): Promise<PdaTypeField> {
    const field = (await this.pdas.findTypeFields([pda.pdaTypeUuid])).find(
      (f) => f.pdaTypeFieldUuid === fieldUuid,
    );
    if (!field)
      throw new PdaException(PdaErrorCode.FieldNotFound, 'This PDA type has no such field');
    return field;
  }

  /** Checked against the field's format; a stale version is refused and nothing is lost. */
  async setField(
    principal: Principal,
    pdaUuid: string,
    fieldUuid: string,
    value: string,
    version?: number,
  ): Promise<PdaFieldValueDto> {
    const pda = await this.loadForWrite(principal, pdaUuid);
    const typeField = await this.typeField(pda, fieldUuid);
    const existing = await this.pdas.findField(pdaUuid, fieldUuid);
    const format = (existing?.valueType ?? typeField.format) as PdaFieldFormat;
    const problem = pdaFieldValueProblem(format, value);
    if (problem)
      throw new PdaException(PdaErrorCode.FieldFormat, `${typeField.description}: ${problem}`, {
        format,
      });
    const isTakt = typeField.pdaTypeFieldCode === TAKT_TIME_CODE;
    await this.dataSource.transaction(async (manager) => {
      const saved = await this.pdas.saveField(
        {
          pdaUuid,
          pdaTypeFieldUuid: fieldUuid,
          stringValue: value,
          valueType: existing?.valueType ?? null,
          version: 0,
        },
        version,
        manager,
      );
      if (!saved) {
        const current = await this.pdas.findField(pdaUuid, fieldUuid, manager);
        throw new PdaException(
          PdaErrorCode.FieldStale,
          'Someone else changed this field; reload to see their value',
          {
            current: current
              ? { stringValue: current.stringValue, version: current.version }
              : null,
          },
        );
      }
      await this.recordChange(
        principal,
        pdaUuid,
        manager,
        {
          action: 'field',
          before: { [typeField.pdaTypeFieldCode]: existing?.stringValue ?? '' },
          after: { [typeField.pdaTypeFieldCode]: value },
        },
        isTakt ? { taktTime: value === '' ? null : Number(value) } : {},
      );
    });
    return this.field(principal, pdaUuid, fieldUuid);
  }

  /**
   * One demand of the PDA, checked against its capability (minimum and maximum for numbers);
   * a stale version is refused and nothing is lost.
   */
  async setDemand(
    principal: Principal,
    pdaUuid: string,
    capabilityUuid: string,
    value: string,
    version?: number,
  ): Promise<PdaDemandDto> {
    await this.loadForWrite(principal, pdaUuid);
    const capability = await this.pdas.findCapability(capabilityUuid);
    if (!capability)
      throw new PdaException(PdaErrorCode.CapabilityNotFound, 'Capability not found');
    const problem = demandValueProblem(capability, value);
    if (problem)
      throw new PdaException(PdaErrorCode.DemandValue, `${capability.description}: ${problem}`, {
        minValue: capability.minValue,
        maxValue: capability.maxValue,
      });
    const existing = await this.pdas.findDemand(pdaUuid, capabilityUuid);
    await this.dataSource.transaction(async (manager) => {
      const saved = await this.pdas.saveDemand(
        { pdaUuid, capabilityUuid, value },
        version,
        manager,
      );
      if (!saved) {
        const current = await this.pdas.findDemand(pdaUuid, capabilityUuid, manager);
        throw new PdaException(
          PdaErrorCode.DemandStale,
          'Someone else changed this demand; reload to see their value',
          { current: current ? { value: current.value, version: current.version } : null },
        );
      }
      await this.recordChange(principal, pdaUuid, manager, {
        action: 'demand',
        before: { [capability.code]: existing?.value ?? '' },
        after: { [capability.code]: value },
      });
    });
    const saved = await this.pdas.findDemand(pdaUuid, capabilityUuid);
    return { capabilityUuid, value: saved?.value ?? value, version: saved?.version ?? 1 };
  }

  async setFieldValueType(
    principal: Principal,
    pdaUuid: string,
    fieldUuid: string,
    valueType: string,
  ): Promise<PdaFieldValueDto> {
    if (!isPdaFieldFormat(valueType))
      throw new PdaException(PdaErrorCode.UnknownValueType, `Unknown value type ${valueType}`);
    const pda = await this.loadForWrite(principal, pdaUuid);
    const typeField = await this.typeField(pda, fieldUuid);
    const existing = await this.pdas.findField(pdaUuid, fieldUuid);
    const value = existing?.stringValue ?? '';
    const problem = pdaFieldValueProblem(valueType, value);
    if (problem)
      throw new PdaException(
        PdaErrorCode.ValueTypeMismatch,
        `The current value does not fit ${valueType}: ${problem}`,
      );
    await this.dataSource.transaction(async (manager) => {
      await this.pdas.saveField(
        { pdaUuid, pdaTypeFieldUuid: fieldUuid, stringValue: value, valueType, version: 0 },
        undefined,
        manager,
      );
      await this.audit.record(
        {
          entityType: 'pda',
          entityId: pdaUuid,
          action: 'field-value-type',
          actorUserUuid: principal.userUuid,
          before: { [typeField.pdaTypeFieldCode]: existing?.valueType ?? typeField.format },
          after: { [typeField.pdaTypeFieldCode]: valueType },
        },
        manager,
      );
    });
    return this.field(principal, pdaUuid, fieldUuid);
  }

  private sums(rows: DemandRow[]): PdaSumDto[] {
    return rows.map((row) => ({
      capabilityUuid: row.capabilityUuid,
      code: row.code,
      description: row.capabilityDescription,
      value: row.value,
      sourcePDA: summary({
        ...row,
        description: row.pdaDescription,
        pdaStatusEnum: row.pdaStatusEnum as PdaStatus,
      }),
    }));
  }

  async sumByNode(principal: Principal, nodeUuid: string): Promise<PdaSumDto[]> {
    await this.nodes.assertVisible(principal, nodeUuid);
    return this.sums(await this.pdas.highestDemandsUnder(nodeUuid, { activeOnly: true }));
  }

  async sumByPda(principal: Principal, pdaUuid: string): Promise<PdaSumDto[]> {
    const { pda } = await this.load(principal, pdaUuid);
    return this.sums(
      await this.pdas.highestDemandsUnder(pda.nodeUuid, { activeOnly: false, pdaUuid }),
    );
  }

  async aggregate(principal: Principal, nodeUuid: string): Promise<AggPdaDto> {
    await this.nodes.assertVisible(principal, nodeUuid);
    const counts = await this.pdas.countUnder(nodeUuid);
    return {
      nodeUuid,
      pdaCount: counts.total,
      activePdaCount: counts.active,
      demands: this.sums(await this.pdas.highestDemandsUnder(nodeUuid, { activeOnly: true })),
    };
  }
}

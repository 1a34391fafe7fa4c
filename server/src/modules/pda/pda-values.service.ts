import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  isPdaFieldFormat,
  pdaFieldValueProblem,
  type PdaFieldFormat,
} from '@domain/pda/pda-field-formats';
import { demandValueProblem } from '@domain/pda/demand-values';
import { type Principal } from '@server/common/auth/principal';
import type { PdaDemandDto, PdaFieldValueDto, PdaTypeFieldDto } from './dto/pda.dto';
import type { Pda } from './entities/pda.entities';
import { PdaRepository } from './pda.repository';
import { PdaChanges } from './pda-changes';
import { PdaTypesService } from './pda-types.service';
import { PdaService, TAKT_TIME_CODE } from './pda.service';
import { PdaErrorCode, PdaException } from './pda.exceptions';

/**
 * The values of a PDA's type fields and demands: each checked against its format or
 * capability, versioned (a stale version is refused and nothing is lost), written through
 * PdaChanges.record like every PDA write.
 */
@Injectable()
export class PdaValuesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pdas: PdaRepository,
    private readonly pdaService: PdaService,
    private readonly changes: PdaChanges,
    private readonly types: PdaTypesService,
  ) {}

  /** From the type catalogue held in memory. */
  private async typeField(pda: Pda, fieldUuid: string): Promise<PdaTypeFieldDto> {
    const type = await this.types.type(pda.pdaTypeUuid);
    const field = type.collPDATypeFields.find((f) => f.pdaTypeFieldUuid === fieldUuid);
    if (!field)
      throw new PdaException(PdaErrorCode.FieldNotFound, 'This PDA type has no such field');
    return field;
  }

  async field(principal: Principal, pdaUuid: string, fieldUuid: string): Promise<PdaFieldValueDto> {
    await this.pdaService.load(principal, pdaUuid);
    const found = await this.pdas.findField(pdaUuid, fieldUuid);
    return {
      pdaTypeFieldUuid: fieldUuid,
      stringValue: found?.stringValue ?? '',
      version: found?.version ?? 0,
    };
  }

  /** Checked against the field's format; a stale version is refused and nothing is lost. */
  async setField(
    principal: Principal,
    pdaUuid: string,
    fieldUuid: string,
    value: string,
    version?: number,
  ): Promise<PdaFieldValueDto> {
    const pda = await this.pdaService.loadForWrite(principal, pdaUuid);
    const typeField = await this.typeField(pda, fieldUuid);
    const existing = await this.pdas.findField(pdaUuid, fieldUuid);
    const format = (existing?.valueType ?? typeField.format) as PdaFieldFormat;
    const problem = pdaFieldValueProblem(format, value);
    if (problem)
      throw new PdaException(PdaErrorCode.FieldFormat, `${typeField.description}: ${problem}`, {
        format,
      });
    const isTakt = typeField.pdaTypeFieldCode === TAKT_TIME_CODE;
    const saved = await this.dataSource.transaction(async (manager) => {
      const written = await this.pdas.saveField(
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
      if (written === undefined) {
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
      await this.changes.record(
        principal,
        pda,
        manager,
        {
          action: 'field',
          before: { [typeField.pdaTypeFieldCode]: existing?.stringValue ?? '' },
          after: { [typeField.pdaTypeFieldCode]: value },
        },
        isTakt ? { taktTime: value === '' ? null : Number(value) } : {},
      );
      return written;
    });
    return { pdaTypeFieldUuid: fieldUuid, stringValue: value, version: saved };
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
    const pda = await this.pdaService.loadForWrite(principal, pdaUuid);
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
    const saved = await this.dataSource.transaction(async (manager) => {
      const written = await this.pdas.saveDemand(
        { pdaUuid, capabilityUuid, value },
        version,
        manager,
      );
      if (written === undefined) {
        const current = await this.pdas.findDemand(pdaUuid, capabilityUuid, manager);
        throw new PdaException(
          PdaErrorCode.DemandStale,
          'Someone else changed this demand; reload to see their value',
          { current: current ? { value: current.value, version: current.version } : null },
        );
      }
      await this.changes.record(principal, pda, manager, {
        action: 'demand',
        before: { [capability.code]: existing?.value ?? '' },
        after: { [capability.code]: value },
      });
      return written;
    });
    return { capabilityUuid, value, version: saved };
  }

  async setFieldValueType(
    principal: Principal,
    pdaUuid: string,
    fieldUuid: string,
    valueType: string,
  ): Promise<PdaFieldValueDto> {
    if (!isPdaFieldFormat(valueType))
      throw new PdaException(PdaErrorCode.UnknownValueType, `Unknown value type ${valueType}`);
    const pda = await this.pdaService.loadForWrite(principal, pdaUuid);
    const typeField = await this.typeField(pda, fieldUuid);
    const existing = await this.pdas.findField(pdaUuid, fieldUuid);
    const value = existing?.stringValue ?? '';
    const problem = pdaFieldValueProblem(valueType, value);
    if (problem)
      throw new PdaException(
        PdaErrorCode.ValueTypeMismatch,
        `The current value does not fit ${valueType}: ${problem}`,
      );
    const saved = await this.dataSource.transaction(async (manager) => {
      const written = await this.pdas.saveField(
        { pdaUuid, pdaTypeFieldUuid: fieldUuid, stringValue: value, valueType, version: 0 },
        undefined,
        manager,
      );
      if (written === undefined)
        throw new PdaException(
          PdaErrorCode.FieldStale,
          'Someone else changed this field; reload to see their value',
        );
      // Like every PDA write: the PDA's version moves on and the change is audited.
      await this.changes.record(principal, pda, manager, {
        action: 'field-value-type',
        before: { [typeField.pdaTypeFieldCode]: existing?.valueType ?? typeField.format },
        after: { [typeField.pdaTypeFieldCode]: valueType },
      });
      return written;
    });
    return { pdaTypeFieldUuid: fieldUuid, stringValue: value, version: saved };
  }
}

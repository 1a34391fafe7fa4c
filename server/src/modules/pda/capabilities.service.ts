import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CacheRegion } from '@server/modules/cache/cache-region';
import { CacheService } from '@server/modules/cache/cache.service';
import type { CapabilityDto, SubjectiveValueDto, SubjectiveValueTypeDto } from './dto/pda.dto';
import type { Capability, SubjectiveValue } from './entities/capability.entities';
import { PdaRepository } from './pda.repository';
import { PdaErrorCode, PdaException } from './pda.exceptions';

const withoutOrdinal = ({ ordinal: _o, ...c }: Capability) => c;
const valueDto = ({ subjectiveValueTypeUuid: _t, ...v }: SubjectiveValue): SubjectiveValueDto => v;

@Injectable()
export class CapabilitiesService {
  private readonly catalogue: CacheRegion<CapabilityDto[]>;

  constructor(
    private readonly pdas: PdaRepository,
    cache: CacheService,
  ) {
    this.catalogue = cache.region('capabilities');
  }

  list(): Promise<CapabilityDto[]> {
    return this.catalogue.getOrLoad('catalogue', () => this.load());
  }

  /**
   * For capability maintenance: sets isSummary in the caller's transaction and drops the
   * cached catalogue on every instance when it commits. Null for an unknown capability.
   */
  async setSummary(
    capabilityUuid: string,
    isSummary: boolean,
    manager: EntityManager,
  ): Promise<{
    capability: Omit<CapabilityDto, 'aSubjectiveValueType'>;
    wasSummary: boolean;
  } | null> {
    const written = await this.pdas.setCapabilitySummary(capabilityUuid, isSummary, manager);
    if (!written) return null;
    await this.catalogue.remove('catalogue', manager);
    return { capability: withoutOrdinal(written.capability), wasSummary: written.wasSummary };
  }

  private async load(): Promise<CapabilityDto[]> {
    const capabilities = await this.pdas.findCapabilities();
    const typeUuids = [
      ...new Set(
        capabilities.map((c) => c.subjectiveValueTypeUuid).filter((u): u is string => u !== null),
      ),
    ];
    const values = await this.pdas.findSubjectiveValues(typeUuids);
    return capabilities.map(({ ordinal: _o, ...c }) => ({
      ...c,
      ...(c.subjectiveValueTypeUuid
        ? {
            aSubjectiveValueType: {
              subjectiveValueTypeUuid: c.subjectiveValueTypeUuid,
              description: c.code,
              collSubjectiveValues: values
                .filter((v) => v.subjectiveValueTypeUuid === c.subjectiveValueTypeUuid)
                .map(valueDto),
            },
          }
        : {}),
    }));
  }

  async values(typeUuid: string): Promise<SubjectiveValueDto[]> {
    return (await this.scale(typeUuid)).collSubjectiveValues;
  }

  async scale(typeUuid: string): Promise<SubjectiveValueTypeDto> {
    const type = await this.pdas.findSubjectiveValueType(typeUuid);
    if (!type)
      throw new PdaException(PdaErrorCode.ScaleNotFound, 'Subjective value type not found');
    return {
      ...type,
      collSubjectiveValues: (await this.pdas.findSubjectiveValues([typeUuid])).map(valueDto),
    };
  }
}

import { Injectable, NotFoundException } from '@nestjs/common';
import type { CapabilityDto, SubjectiveValueDto, SubjectiveValueTypeDto } from './dto/pda.dto';
import type { SubjectiveValue } from './entities/capability.entities';
import { PdaRepository } from './pda.repository';

const valueDto = ({ subjectiveValueTypeUuid: _t, ...v }: SubjectiveValue): SubjectiveValueDto => v;

@Injectable()
export class CapabilitiesService {
  constructor(private readonly pdas: PdaRepository) {}

  async list(): Promise<CapabilityDto[]> {
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
    if (!type) throw new NotFoundException('Subjective value type not found');
    return {
      ...type,
      collSubjectiveValues: (await this.pdas.findSubjectiveValues([typeUuid])).map(valueDto),
    };
  }
}

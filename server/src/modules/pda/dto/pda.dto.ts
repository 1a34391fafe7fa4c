import { VERSION_MAX } from '@domain/limits';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export class PdaTypeFieldDto {
  @ApiProperty() pdaTypeFieldUuid: string;
  @ApiProperty() pdaTypeFieldCode: string;
  @ApiProperty() description: string;
  @ApiProperty() fieldGroup: string;
  @ApiProperty() fieldGroupOrdinal: number;
  @ApiProperty({ description: 'Value format (seed 000 section 5)' }) format: string;
}

export class PdaTypeDto {
  @ApiProperty() pdaTypeUuid: string;
  @ApiProperty() description: string;
  @ApiProperty({ description: 'False: PDAs of this type are shown read-only' }) editable: boolean;
  @ApiProperty({ type: [PdaTypeFieldDto] }) collPDATypeFields: PdaTypeFieldDto[];
}

export class VariationDto {
  @ApiProperty() variationUuid: string;
  @ApiProperty() description: string;
  @ApiProperty() shortDescription: string;
}

export class SubjectiveValueDto {
  @ApiProperty() subjectiveValueUuid: string;
  @ApiProperty() value: number;
  @ApiProperty({ nullable: true, type: Number }) minValue: number | null;
  @ApiProperty({ nullable: true, type: Number }) maxValue: number | null;
  @ApiProperty() minStrict: boolean;
  @ApiProperty() maxStrict: boolean;
  @ApiProperty() description: string;
  @ApiProperty() subjectiveValue: string;
}

export class SubjectiveValueTypeDto {
  @ApiProperty() subjectiveValueTypeUuid: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: [SubjectiveValueDto] }) collSubjectiveValues: SubjectiveValueDto[];
}

export class CapabilityDto {
  @ApiProperty() capabilityUuid: string;
  @ApiProperty() code: string;
  @ApiProperty() type: string;
  @ApiProperty({ nullable: true, type: String }) units: string | null;
  @ApiProperty({ nullable: true, type: Number }) minValue: number | null;
  @ApiProperty({ nullable: true, type: Number }) maxValue: number | null;
  @ApiProperty() description: string;
  @ApiProperty() direction: string;
  @ApiProperty({ nullable: true, type: String }) subjectiveValueTypeUuid: string | null;
  @ApiProperty() isSummary: boolean;
  @ApiPropertyOptional({ type: SubjectiveValueTypeDto })
  aSubjectiveValueType?: SubjectiveValueTypeDto;
}

export class PdaFieldDto {
  @ApiProperty() pdaTypeFieldUuid: string;
  @ApiProperty() stringValue: string;
  @ApiProperty({ nullable: true, type: String }) valueType: string | null;
  @ApiProperty() version: number;
}

export class PdaVariationDto {
  @ApiProperty({ type: VariationDto }) aVariation: VariationDto;
}

export class PdaElementDto {
  @ApiProperty() elementUuid: string;
  @ApiProperty() ordinal: number;
  @ApiProperty({ nullable: true, type: Number }) tebaOrdinal: number | null;
  @ApiProperty() description: string;
  @ApiProperty() duration: number;
  @ApiProperty() percent: number;
}

export class PdaObjectDto {
  @ApiProperty() objectUuid: string;
  @ApiProperty() description: string;
  @ApiProperty({
    description: 'reps, kg and side per exertion: lift, push, pull, pinch, grip, finger',
  })
  exertions: Record<string, { reps: number; kg: number; side: string }>;
}

export class PdaToolDto {
  @ApiProperty() toolUuid: string;
  @ApiProperty() description: string;
  @ApiProperty() trigger: number;
  @ApiProperty() gripReps: number;
  @ApiProperty() gripKg: number;
  @ApiProperty() gripSide: string;
  @ApiProperty() vibratory: boolean;
  @ApiProperty() activationForce: number;
}

export class PdaDemandDto {
  @ApiProperty() capabilityUuid: string;
  @ApiProperty() value: string;
  @ApiProperty({ description: 'Bumped on every save; a save must name the version it edits' })
  version: number;
}

export class PdaSummaryDto {
  @ApiProperty() pdaUuid: string;
  @ApiProperty() nodeUuid: string;
  @ApiProperty() description: string;
  @ApiProperty() pdaTypeUuid: string;
  @ApiProperty() pdaStatusEnum: string;
}

export class PdaDto extends PdaSummaryDto {
  @ApiProperty({ nullable: true, type: Number }) taktTime: number | null;
  @ApiProperty({ nullable: true, type: Number }) seatHeight: number | null;
  @ApiProperty() created: string;
  @ApiProperty() updated: string;
  @ApiProperty({ nullable: true, type: String }) createUserUuid: string | null;
  @ApiProperty({ nullable: true, type: String }) updateUserUuid: string | null;
  @ApiProperty() version: number;
  @ApiProperty({ type: PdaTypeDto }) aPDAType: PdaTypeDto;
  @ApiProperty({ type: [PdaFieldDto] }) collPDAFields: PdaFieldDto[];
  @ApiProperty({ type: [PdaVariationDto] }) collPDAVariations: PdaVariationDto[];
  @ApiProperty({ type: [PdaElementDto] }) collPDAElements: PdaElementDto[];
  @ApiProperty({ type: [PdaObjectDto] }) collPDAObjects: PdaObjectDto[];
  @ApiProperty({ type: [PdaToolDto] }) collPDATools: PdaToolDto[];
  @ApiProperty({ type: [PdaDemandDto] }) collPDADemands: PdaDemandDto[];
  @ApiProperty({ type: [String], description: 'Statuses this PDA may go to next' })
  allowedStatuses: string[];
}

/** A value with the version it edits (fields and demands). */
class SetVersionedValueDto {
  @ApiProperty({ description: 'The new value; checked against the format or the capability' })
  @IsString({ message: 'value must be text' })
  @MaxLength(4000)
  value: string;

  @ApiPropertyOptional({
    description: 'The version being edited (0 when there is no value yet); a stale one is 409',
    minimum: 0,
    maximum: VERSION_MAX,
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(VERSION_MAX)
  version?: number;
}

export class SetPdaFieldDto extends SetVersionedValueDto {}

export class SetPdaDemandDto extends SetVersionedValueDto {}

export class PdaFieldValueDto {
  @ApiProperty() pdaTypeFieldUuid: string;
  @ApiProperty() stringValue: string;
  @ApiProperty() version: number;
}

export class NumberValueDto {
  @ApiProperty({ nullable: true, type: Number }) value: number | null;
}

export class AiSummaryDto {
  @ApiProperty() summary: string;
}

export class PdaSumDto {
  @ApiProperty() capabilityUuid: string;
  @ApiProperty() code: string;
  @ApiProperty() description: string;
  @ApiProperty() value: string;
  @ApiProperty({ type: PdaSummaryDto, description: 'The PDA with the highest demand' })
  sourcePDA: PdaSummaryDto;
}

export class AggPdaDto {
  @ApiProperty() nodeUuid: string;
  @ApiProperty() pdaCount: number;
  @ApiProperty() activePdaCount: number;
  @ApiProperty({ type: [PdaSumDto] }) demands: PdaSumDto[];
}

export class QuartzJobMetaDto {
  @ApiProperty({ description: 'Where to download the output' }) outputFile: string;
}

export class BulkJobDto {
  @ApiProperty() quartzJobUuid: string;
  @ApiProperty({ enum: ['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED'] }) status: string;
  @ApiProperty() currentStep: number;
  @ApiProperty() totalSteps: number;
  @ApiProperty() statusMessage: string;
  @ApiProperty({ type: [QuartzJobMetaDto] }) collQuartzJobMetas: QuartzJobMetaDto[];
}

export class SetPdaRowCellDto {
  @ApiProperty({
    description: 'The new value as text; an empty exertion cell removes the exertion',
  })
  @IsString({ message: 'value must be text' })
  @MaxLength(1000)
  value: string;

  @ApiPropertyOptional({
    description: 'The value being replaced, as last read; when the cell holds another, 409',
  })
  @IsOptional()
  @IsString({ message: 'previous must be text' })
  @MaxLength(1000)
  previous?: string;
}

export class PdaRowCellDto {
  @ApiProperty() rowUuid: string;
  @ApiProperty() column: string;
  @ApiProperty() value: string;
}

export class PdaRowRefDto {
  @ApiProperty() rowUuid: string;
}

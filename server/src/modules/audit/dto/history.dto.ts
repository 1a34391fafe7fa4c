import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PageQueryDto } from '@server/common/page-query.dto';

/** `?page=1&pageSize=50`: pages count from 1, newest entries first. */
export class HistoryQueryDto extends PageQueryDto {}

export class HistoryActorDto {
  @ApiProperty({ format: 'uuid' }) userUuid: string;
  @ApiProperty({ description: 'Sign-in name; empty when the user no longer exists' })
  userCode: string;
  @ApiProperty({ description: 'First and last name; empty when the user no longer exists' })
  name: string;
}

/** One write: who, when, what, the values before and after. */
export class HistoryEntryDto {
  @ApiProperty({ format: 'uuid' }) auditEntryUuid: string;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ description: 'What was done, e.g. field, status, finalize' }) action: string;
  @ApiProperty({ description: 'The kind of object written, e.g. pda, exam, nhp-placement' })
  entityType: string;
  @ApiProperty() entityId: string;
  @ApiPropertyOptional({
    type: HistoryActorDto,
    nullable: true,
    description: 'Null for changes the system made by itself',
  })
  actor: HistoryActorDto | null;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, nullable: true })
  before: Record<string, unknown> | null;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, nullable: true })
  after: Record<string, unknown> | null;
  @ApiProperty({
    description:
      'What was done, in words, naming the person and the job (a person the caller may not read is not named)',
  })
  summary: string;
  @ApiProperty({
    type: [String],
    description: 'One line per changed value, with labels and units: "Status: Placed → Confirmed"',
  })
  changes: string[];
}

/** An entry as the audit trail stores it, before the history read puts it into words. */
export type StoredHistoryEntry = Omit<HistoryEntryDto, 'summary' | 'changes'>;

/** A page of stored entries. */
export interface StoredHistoryPage extends Omit<HistoryPageDto, 'entries'> {
  entries: StoredHistoryEntry[];
}

export class HistoryPageDto {
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty({ description: 'Entries in all pages' }) total: number;
  @ApiProperty({ type: [HistoryEntryDto], description: 'Newest first' })
  entries: HistoryEntryDto[];
}

import { ApiProperty } from '@nestjs/swagger';

/** What an answer is; the header search groups by it (decision 0052). */
export const SEARCH_KINDS = ['person', 'class', 'job', 'node', 'pda', 'user'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export class SearchResultDto {
  @ApiProperty({ enum: SEARCH_KINDS, enumName: 'SearchKind' })
  kind: SearchKind;

  @ApiProperty({ description: 'Client route under /app' })
  url: string;

  @ApiProperty()
  title: string;

  @ApiProperty()
  description: string;
}

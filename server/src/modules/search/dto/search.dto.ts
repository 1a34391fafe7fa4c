import { ApiProperty } from '@nestjs/swagger';

export class SearchResultDto {
  @ApiProperty({ description: 'Client route under /app' })
  url: string;

  @ApiProperty()
  title: string;

  @ApiProperty()
  description: string;
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID } from 'class-validator';

/** The seed's PDF query parameters: uuid, person_uuid, node_uuid, jwt, nocache. */
export class ScorePdfQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'The exam' })
  @IsOptional()
  @IsUUID('all')
  uuid?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: "The person: without uuid, their newest finished exam of the PDF's kind",
  })
  @IsOptional()
  @IsUUID('all')
  person_uuid?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'ppt.pdf: a node whose active PDAs’ demands are shown beside the measurements',
  })
  @IsOptional()
  @IsUUID('all')
  node_uuid?: string;

  @ApiPropertyOptional({ description: 'The session JWT, for links that cannot send headers' })
  @IsOptional()
  @IsString()
  jwt?: string;

  @ApiPropertyOptional({ description: 'Accepted for old links; score PDFs are never cached' })
  @IsOptional()
  @IsString()
  nocache?: string;
}

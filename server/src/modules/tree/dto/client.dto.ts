import { ApiProperty } from '@nestjs/swagger';

export class ClientDto {
  @ApiProperty()
  nodeUuid: string;

  @ApiProperty()
  description: string;
}

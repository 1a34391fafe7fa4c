import { ApiProperty } from '@nestjs/swagger';
import { IsDefined } from 'class-validator';

export class PreferenceDto {
  @ApiProperty()
  key: string;

  @ApiProperty({ description: 'Any JSON value', nullable: true })
  value: unknown;
}

export class SavePreferenceDto {
  @ApiProperty({ description: 'Any JSON value' })
  @IsDefined({ message: 'value is required' })
  value: unknown;
}

import { ApiProperty } from '@nestjs/swagger';

export class NavLinkDto {
  @ApiProperty()
  navLinkUuid: string;

  @ApiProperty({ nullable: true, type: String })
  parentNavLinkUuid: string | null;

  @ApiProperty()
  description: string;

  @ApiProperty({ description: 'Material icon name' })
  icon: string;

  @ApiProperty({ description: 'Client route under /app' })
  to: string;

  @ApiProperty()
  enabled: boolean;
}

export class ChangeLogEntryDto {
  @ApiProperty({ description: 'yyyy-mm-dd' })
  entryDate: string;

  @ApiProperty()
  description: string;
}

export class UiVersionsDto {
  @ApiProperty({
    type: [String],
    description: 'Client versions this server works with; others reload',
  })
  versions: string[];
}

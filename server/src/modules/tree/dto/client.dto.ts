import { DEFAULT_TIME_ZONE, timeZoneRefusal } from '@domain/time-zones';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, ValidateBy } from 'class-validator';

/** A site's zone in a body: an IANA name Intl knows, refused with the reason otherwise. */
const IsTimeZone = () =>
  ValidateBy({
    name: 'isTimeZone',
    validator: {
      validate: (value: unknown) => timeZoneRefusal(value) === null,
      defaultMessage: (args) => timeZoneRefusal(args?.value) ?? '',
    },
  });

export class ClientDto {
  @ApiProperty()
  nodeUuid: string;

  @ApiProperty()
  description: string;

  @ApiProperty({
    description: "The site's IANA time zone: its days, slots and schedules are read in it",
    example: 'America/Los_Angeles',
  })
  timeZone: string;
}

export class CreateClientDto {
  @ApiPropertyOptional({
    description: `The site's IANA time zone (${DEFAULT_TIME_ZONE} when left out)`,
    example: 'America/Los_Angeles',
  })
  @IsOptional()
  @IsTimeZone()
  timeZone?: string;
}

export class SiteTimeZoneDto {
  @ApiProperty({ description: "The site's IANA time zone", example: 'America/Chicago' })
  @IsTimeZone()
  timeZone: string;
}

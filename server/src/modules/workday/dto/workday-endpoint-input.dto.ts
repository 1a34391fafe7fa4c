import {
  WORKDAY_API_VERSION_PATTERN,
  WORKDAY_ENDPOINT_LIMITS as LIMITS,
  WORKDAY_TENANT_PATTERN,
} from '@domain/workday';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
} from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const text = (field: string, max: number) => [
  IsString({ message: `${field} must be text` }),
  IsNotEmpty({ message: `${field} is required` }),
  MaxLength(max, { message: `${field} is at most ${max} characters` }),
];
const flag = (field: string) => IsBoolean({ message: `${field} must be true or false` });

/**
 * A new HR endpoint (POST secure/workday/endpoints). The client secret and refresh token are
 * write-only: sealed at rest, never answered, never audited.
 */
export class CreateWorkdayEndpointDto {
  @ApiProperty({ maxLength: LIMITS.description, example: 'Acme production' })
  @Transform(trim)
  @applyDecorators(...text('description', LIMITS.description))
  description: string;

  @ApiProperty({ maxLength: LIMITS.uri, example: 'https://wd2-impl-services1.workday.com' })
  @Transform(trim)
  @applyDecorators(...text('uri', LIMITS.uri))
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
    { message: 'uri must be an http or https URL' },
  )
  uri: string;

  @ApiProperty({ maxLength: LIMITS.tenant, example: 'acme_demo' })
  @Transform(trim)
  @applyDecorators(...text('tenant', LIMITS.tenant))
  @Matches(WORKDAY_TENANT_PATTERN, {
    message: 'tenant is letters, digits, _, . and - (the tenant name of its Workday URLs)',
  })
  tenant: string;

  @ApiProperty({ maxLength: LIMITS.isu, description: 'The integration system user' })
  @Transform(trim)
  @applyDecorators(...text('isu', LIMITS.isu))
  isu: string;

  @ApiProperty({ maxLength: LIMITS.clientId })
  @Transform(trim)
  @applyDecorators(...text('clientId', LIMITS.clientId))
  clientId: string;

  @ApiPropertyOptional({ example: 'v44.0', description: 'Web service version; v44.0 if omitted' })
  @IsOptional()
  @IsString({ message: 'apiVersion must be text' })
  @Matches(WORKDAY_API_VERSION_PATTERN, { message: 'apiVersion is like v44.0' })
  apiVersion?: string;

  @ApiProperty() @flag('canRead') canRead: boolean;
  @ApiProperty() @flag('canWrite') canWrite: boolean;
  @ApiProperty() @flag('isProduction') isProduction: boolean;

  @ApiPropertyOptional({
    description:
      "The endpoint a person's HR data is read from; true moves the mark from the endpoint that had it. False if omitted",
  })
  @IsOptional()
  @flag('isDefault')
  isDefault?: boolean;

  @ApiProperty({ writeOnly: true, maxLength: LIMITS.secret })
  @applyDecorators(...text('clientSecret', LIMITS.secret))
  clientSecret: string;

  @ApiProperty({ writeOnly: true, maxLength: LIMITS.secret })
  @applyDecorators(...text('refreshToken', LIMITS.secret))
  refreshToken: string;
}

/**
 * Changes to an HR endpoint (PATCH secure/workday/endpoints/{id}): any of the fields. A change
 * of uri, tenant or clientId needs the clientSecret and refreshToken again, so the stored ones
 * never go to another address.
 */
export class UpdateWorkdayEndpointDto extends PartialType(CreateWorkdayEndpointDto) {}

/** An endpoint to store, its secrets in clear (sealed by the service before they are written). */
export interface NewWorkdayEndpoint {
  description: string;
  uri: string;
  tenant: string;
  isu: string;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  apiVersion?: string;
  canRead: boolean;
  canWrite: boolean;
  isProduction: boolean;
  isDefault?: boolean;
}

import { CLIENT_ERROR_REPORTS as LIMITS } from '@domain/limits';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/** What a browser tells the server about an error it could not handle. */
export class ClientErrorDto {
  @ApiProperty({ maxLength: LIMITS.messageMaxLength, example: 'x is undefined' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(LIMITS.messageMaxLength)
  message: string;

  @ApiProperty({ required: false, maxLength: LIMITS.stackMaxLength })
  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.stackMaxLength)
  stack?: string;

  @ApiProperty({
    required: false,
    maxLength: LIMITS.stackMaxLength,
    description: 'React component stack of a render error',
  })
  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.stackMaxLength)
  componentStack?: string;

  @ApiProperty({ maxLength: LIMITS.urlMaxLength, description: 'The page, without its query' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(LIMITS.urlMaxLength)
  page: string;
}

import { FIRST_NAME_REQUIRED, INVALID_EMAIL, LAST_NAME_REQUIRED } from '@domain/messages';
import { parseGroupCode } from '@domain/groups';
import { USER_CODE_PATTERN } from '@domain/rules';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayUnique,
  IsArray,
  IsEmail,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import type { User } from '../entities/user.entity';
import type { SecurityGroup } from '../entities/security-group.entity';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class UserSecurityGroupDto {
  @ApiProperty()
  securityGroupCode: string;

  @ApiProperty()
  userUuid: string;
}

export class UserDto {
  @ApiProperty()
  userUuid: string;

  @ApiProperty()
  userCode: string;

  @ApiProperty()
  emailAddress: string;

  @ApiProperty()
  firstName: string;

  @ApiProperty()
  lastName: string;

  @ApiProperty()
  enabled: boolean;

  @ApiProperty()
  locked: boolean;

  @ApiProperty()
  failedAuthCount: number;

  @ApiProperty({ nullable: true, type: String })
  lastLogin: string | null;

  @ApiProperty({ description: 'False until the user has set a password' })
  hasPassword: boolean;

  @ApiProperty({ type: [UserSecurityGroupDto] })
  collUserSecurityGroups: UserSecurityGroupDto[];
}

/** What a user read shows: the user's columns without the registration record, and group codes. */
export type UserFacts = Pick<
  User,
  | 'userUuid'
  | 'userCode'
  | 'emailAddress'
  | 'firstName'
  | 'lastName'
  | 'enabled'
  | 'locked'
  | 'lockedUntil'
  | 'failedAuthCount'
  | 'lastLogin'
> & { hasPassword: boolean; groupCodes: string[] };

export function mapUser(user: User): UserDto {
  return mapUserFacts({
    ...user,
    hasPassword: user.registrationRecord !== null,
    groupCodes: (user.collUserSecurityGroups ?? []).map((g) => g.securityGroupCode),
  });
}

export function mapUserFacts(user: UserFacts): UserDto {
  const lockedNow = user.locked && (!user.lockedUntil || user.lockedUntil.getTime() > Date.now());
  return {
    userUuid: user.userUuid,
    userCode: user.userCode,
    emailAddress: user.emailAddress,
    firstName: user.firstName,
    lastName: user.lastName,
    enabled: user.enabled,
    locked: lockedNow,
    failedAuthCount: user.failedAuthCount,
    lastLogin: user.lastLogin ? user.lastLogin.toISOString() : null,
    hasPassword: user.hasPassword,
    collUserSecurityGroups: [...user.groupCodes]
      .sort((a, b) => a.localeCompare(b))
      .map((securityGroupCode) => ({ securityGroupCode, userUuid: user.userUuid })),
  };
}

export class UserNameDto {
  @ApiProperty()
  userUuid: string;

  @ApiProperty()
  fullName: string;
}

export class SecurityGroupDto {
  @ApiProperty()
  securityGroupCode: string;

  @ApiProperty()
  description: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "The live name of the client site the group's scope names (decision 0031); null when it names none",
  })
  clientName: string | null;
}

/** `clientNames`: live client site names by node uuid. */
export function mapSecurityGroup(
  group: SecurityGroup,
  clientNames: ReadonlyMap<string, string>,
): SecurityGroupDto {
  const scope = parseGroupCode(group.securityGroupCode)?.scope.toLowerCase() ?? '';
  return {
    securityGroupCode: group.securityGroupCode,
    description: group.description,
    clientName: clientNames.get(scope) ?? null,
  };
}

/** Create and edit body of the user form (seed 001 section 5). */
export class SaveUserDto {
  @ApiPropertyOptional({ description: 'Sign-in name; defaults to the e-mail address' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Matches(USER_CODE_PATTERN, {
    message: 'userCode may hold letters, digits and . _ @ - (2 to 100)',
  })
  userCode?: string;

  @ApiProperty()
  @Transform(trim)
  @IsEmail({}, { message: INVALID_EMAIL })
  @MaxLength(320)
  emailAddress: string;

  @ApiProperty()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: FIRST_NAME_REQUIRED })
  @MaxLength(100)
  firstName: string;

  @ApiProperty()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: LAST_NAME_REQUIRED })
  @MaxLength(100)
  lastName: string;

  @ApiPropertyOptional({
    type: [String],
    description: 'Security group codes; omitted keeps the current ones',
  })
  @IsOptional()
  @IsArray()
  @ArrayUnique()
  @IsString({ each: true })
  securityGroupCodes?: string[];
}

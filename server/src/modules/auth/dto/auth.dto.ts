import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { Principal } from '@server/common/auth/principal';
import { UserDto } from '@server/modules/users/dto/user.dto';
import type { LiveSessionRow } from '../sessions.repository';

export class CredentialsResponseDto {
  @ApiProperty({ description: 'OPAQUE login response' })
  response: string;

  @ApiProperty({ description: "The server's static public key" })
  pkS: string;
}

export class LoginResultDto {
  @ApiProperty()
  jwt: string;

  @ApiProperty({ type: UserDto })
  user: UserDto;

  @ApiProperty()
  sessionId: string;

  @ApiProperty({ description: 'When the JWT expires; renew before then' })
  expiresAt: string;
}

export class RenewResultDto {
  @ApiProperty()
  jwt: string;

  @ApiProperty()
  sessionId: string;

  @ApiProperty()
  expiresAt: string;
}

export class RegistrationResponseDto {
  @ApiProperty({ description: 'The user identifier the record must be made for' })
  ctx: string;

  @ApiProperty({ description: 'OPAQUE registration response' })
  response: string;
}

export class UserCodeDto {
  @ApiProperty()
  userCode: string;
}

export class MessageDto {
  @ApiProperty()
  message: string;
}

export class LoggedInDto {
  @ApiProperty()
  loggedIn: boolean;
}

export class MeDto {
  @ApiProperty({ type: UserDto })
  user: UserDto;

  @ApiProperty()
  sessionId: string;
}

export class SessionDto {
  @ApiProperty()
  id: string;

  @ApiProperty()
  isOpen: boolean;

  @ApiProperty()
  userCode: string;

  @ApiProperty()
  userUuid: string;

  @ApiProperty()
  created: string;

  @ApiProperty()
  lastSeen: string;

  @ApiProperty()
  expiresAt: string;

  @ApiProperty()
  userAgent: string;

  @ApiProperty()
  address: string;

  @ApiProperty({ description: 'location.pathname and isAFK, reported by the browser' })
  userProperties: Record<string, unknown>;

  @ApiPropertyOptional({ description: 'True for the session making the request' })
  current?: boolean;
}

/** A live session for the lists; `current` marks the one making the request. */
export function mapSession(row: LiveSessionRow, principal: Principal): SessionDto {
  return {
    id: row.sessionId,
    isOpen: row.isOpen,
    userCode: row.userCode,
    userUuid: row.userUuid,
    created: row.created.toISOString(),
    lastSeen: row.lastSeen.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    userAgent: row.userAgent,
    address: row.address,
    userProperties: row.properties,
    current: row.sessionId === principal.sessionId,
  };
}

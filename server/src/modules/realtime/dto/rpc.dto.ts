import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';

export class RpcSessionDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The session id: the caller's own sessions only, null for others'",
  })
  id: string | null;

  @ApiProperty({ description: "The caller's own session" })
  mine: boolean;

  @ApiProperty()
  isOpen: boolean;

  @ApiProperty()
  userCode: string;

  @ApiProperty({
    description: "{ 'location.pathname': string, isAFK: boolean } as the browser reports them",
  })
  userProperties: Record<string, unknown>;
}

export class RpcEndpointsDto {
  @ApiProperty({ type: [String] })
  methods: string[];

  @ApiProperty({ type: [String], description: 'Notifications the server sends' })
  notifications: string[];

  @ApiProperty()
  path: string;
}

export class SendFyiDto {
  @ApiProperty({ description: 'Text shown to the user(s)' })
  @IsString()
  @MinLength(1)
  @MaxLength(2000)
  message: string;

  @ApiProperty({ required: false, description: 'One user; omitted sends to everyone signed in' })
  @IsOptional()
  @IsUUID()
  userUuid?: string;
}

export class FyiSentDto {
  @ApiProperty()
  @IsIn([true])
  sent: boolean;
}

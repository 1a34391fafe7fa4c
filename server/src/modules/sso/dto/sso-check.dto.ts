import { ApiProperty } from '@nestjs/swagger';

export class SsoCheckDto {
  @ApiProperty({
    description: 'True when the username belongs to a Microsoft single sign-on domain',
  })
  sso: boolean;
}

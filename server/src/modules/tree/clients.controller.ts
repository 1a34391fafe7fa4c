import { Permission } from '@domain/access';
import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { ClientsService } from './clients.service';
import { ClientDto } from './dto/client.dto';

@ApiTags('tree')
@Controller()
export class ClientsController {
  constructor(private readonly clients: ClientsService) {}

  @Access(Permission.SignedIn)
  @Get('secure/me/clients')
  @ApiOperation({ summary: 'The client sites the caller may see' })
  @ApiOkResponse({ type: [ClientDto] })
  getMyClients(@CurrentPrincipal() principal: Principal): Promise<ClientDto[]> {
    return this.clients.visibleTo(principal);
  }
}

import { Permission } from '@domain/access';
import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { IdPipe } from '@server/common/id.pipe';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { ClientsService } from './clients.service';
import { ClientDto, SiteTimeZoneDto } from './dto/client.dto';
import { SiteTimeZoneService } from './site-time-zone.service';

@ApiTags('tree')
@Controller()
export class ClientsController {
  constructor(
    private readonly clients: ClientsService,
    private readonly zones: SiteTimeZoneService,
  ) {}

  @Access(Permission.SignedIn)
  @Get('secure/me/clients')
  @ApiOperation({ summary: 'The client sites the caller may see' })
  @ApiOkResponse({ type: [ClientDto] })
  getMyClients(@CurrentPrincipal() principal: Principal): Promise<ClientDto[]> {
    return this.clients.visibleTo(principal);
  }

  @Access(Permission.TreeWrite)
  @Patch('private/clients/:id/_actions/set-time-zone')
  @ApiOperation({ summary: "Set a client site's IANA time zone (admins)" })
  @ApiOkResponse({ type: ClientDto })
  setClientTimeZone(
    @Param('id', new IdPipe()) nodeUuid: string,
    @Body() body: SiteTimeZoneDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ClientDto> {
    return this.zones.set(principal, nodeUuid, body.timeZone);
  }
}

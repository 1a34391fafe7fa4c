import { Permission } from '@domain/access';
import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { IdPipe } from '@server/common/id.pipe';
import { MaintenanceCapabilityDto } from './dto/maintenance-capability.dto';
import { parseFlag } from './flag';
import { MaintenanceService } from './maintenance.service';

const id = new IdPipe();

/** The seed's secure/maint/... paths: catalogue maintenance for admins. */
@ApiTags('maintenance')
@Controller()
export class MaintenanceController {
  constructor(private readonly maintenance: MaintenanceService) {}

  @Access(Permission.Maintenance)
  @Get('secure/maint/capabilities')
  @ApiOperation({ summary: 'The capabilities with their isSummary flag' })
  @ApiOkResponse({ type: [MaintenanceCapabilityDto] })
  listMaintenanceCapabilities(): Promise<MaintenanceCapabilityDto[]> {
    return this.maintenance.listCapabilities();
  }

  @Access(Permission.Maintenance)
  @Post('secure/maint/capability/:id/isSummary/:x')
  @HttpCode(200)
  @ApiOperation({ summary: "Set a capability's isSummary flag (x: true or false); audited" })
  @ApiParam({ name: 'x', enum: ['true', 'false'] })
  @ApiOkResponse({ type: MaintenanceCapabilityDto })
  setCapabilitySummary(
    @Param('id', id) capabilityUuid: string,
    @Param('x') x: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<MaintenanceCapabilityDto> {
    return this.maintenance.setSummary(principal, capabilityUuid, parseFlag('x', x));
  }
}

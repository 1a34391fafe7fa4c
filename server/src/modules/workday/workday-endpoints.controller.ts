import { Permission } from '@domain/access';
import { Body, Controller, Delete, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { IdPipe } from '@server/common/id.pipe';
import {
  CreateWorkdayEndpointDto,
  UpdateWorkdayEndpointDto,
} from './dto/workday-endpoint-input.dto';
import { WorkdayEndpointDto } from './dto/workday.dto';
import { WorkdayEndpointsService } from './workday-endpoints.service';

const id = new IdPipe();

/**
 * Setting up HR endpoints (beyond the seed's catalogue, which lists only the GET; decision
 * 0013): admins and developers add, edit and remove them; secrets go in and never come out.
 */
@ApiTags('workday')
@Controller('secure/workday/endpoints')
export class WorkdayEndpointsController {
  constructor(private readonly endpoints: WorkdayEndpointsService) {}

  @Access(Permission.HrSystemAdmin)
  @Post()
  @ApiOperation({ summary: 'Add an HR endpoint (its client secret and refresh token sealed)' })
  @ApiCreatedResponse({ type: WorkdayEndpointDto })
  createWorkdayEndpoint(
    @Body() body: CreateWorkdayEndpointDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<WorkdayEndpointDto> {
    return this.endpoints.add(principal, body);
  }

  @Access(Permission.HrSystemAdmin)
  @Patch(':id')
  @ApiOperation({
    summary: 'Change an HR endpoint: the fields given; a new secret or token replaces the old',
  })
  @ApiOkResponse({ type: WorkdayEndpointDto })
  updateWorkdayEndpoint(
    @Param('id', id) workdayApiUuid: string,
    @Body() body: UpdateWorkdayEndpointDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<WorkdayEndpointDto> {
    return this.endpoints.edit(principal, workdayApiUuid, body);
  }

  @Access(Permission.HrSystemAdmin)
  @Delete(':id')
  @ApiOperation({ summary: 'Remove an HR endpoint; answers it as it was' })
  @ApiOkResponse({ type: WorkdayEndpointDto })
  deleteWorkdayEndpoint(
    @Param('id', id) workdayApiUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<WorkdayEndpointDto> {
    return this.endpoints.remove(principal, workdayApiUuid);
  }
}

import { Permission } from '@domain/access';
import { Body, Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IdPipe } from '@server/common/id.pipe';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { PdaFieldValueDto, SetPdaDemandDto, SetPdaFieldDto, PdaDemandDto } from './dto/pda.dto';

import { PdaValuesService } from './pda-values.service';

const id = new IdPipe();

/** A PDA's field values and demands, versioned. */
@ApiTags('pda')
@Controller()
export class PdaValuesController {
  constructor(private readonly values: PdaValuesService) {}

  @Access(Permission.PdaRead)
  @Get('secure/pda/:id/pda-field/:f')
  @ApiOperation({ summary: 'One field value with its version' })
  @ApiOkResponse({ type: PdaFieldValueDto })
  getPdaField(
    @Param('id', id) pdaUuid: string,
    @Param('f', id) fieldUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PdaFieldValueDto> {
    return this.values.field(principal, pdaUuid, fieldUuid);
  }

  @Access(Permission.PdaWrite)
  @Post('secure/pda/:id/pda-field/:f')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Save a field value (body {value, version}); checked against the field format',
  })
  @ApiOkResponse({ type: PdaFieldValueDto })
  setPdaField(
    @Param('id', id) pdaUuid: string,
    @Param('f', id) fieldUuid: string,
    @Body() body: SetPdaFieldDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PdaFieldValueDto> {
    return this.values.setField(principal, pdaUuid, fieldUuid, body.value, body.version);
  }

  @Access(Permission.PdaWrite)
  @Post('secure/pda/:id/demand/:capability')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Save one of the PDA's demands (body {value, version}); numbers within the capability's minimum and maximum",
  })
  @ApiOkResponse({ type: PdaDemandDto })
  setPdaDemand(
    @Param('id', id) pdaUuid: string,
    @Param('capability', id) capabilityUuid: string,
    @Body() body: SetPdaDemandDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PdaDemandDto> {
    return this.values.setDemand(principal, pdaUuid, capabilityUuid, body.value, body.version);
  }

  @Access(Permission.PdaWrite)
  @Patch('secure/pda/:id/pda-field/:f/value-type/:t')
  @ApiOperation({ summary: "Change the format of one of this PDA's fields" })
  @ApiOkResponse({ type: PdaFieldValueDto })
  setPdaFieldValueType(
    @Param('id', id) pdaUuid: string,
    @Param('f', id) fieldUuid: string,
    @Param('t') valueType: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PdaFieldValueDto> {
    return this.values.setFieldValueType(principal, pdaUuid, fieldUuid, valueType);
  }
}

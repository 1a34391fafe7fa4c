import { Permission } from '@domain/access';
import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IdPipe } from '@server/common/id.pipe';
import { Access } from '@server/common/auth/auth.decorators';
import {
  CapabilityDto,
  PdaTypeDto,
  SubjectiveValueDto,
  SubjectiveValueTypeDto,
} from './dto/pda.dto';
import { CapabilitiesService } from './capabilities.service';

import { PdaTypesService } from './pda-types.service';

const id = new IdPipe();

/** The catalogue PDAs are written with: types and their fields, capabilities, scales. */
@ApiTags('pda')
@Controller()
export class PdaCatalogueController {
  constructor(
    private readonly types: PdaTypesService,
    private readonly capabilities: CapabilitiesService,
  ) {}

  @Access(Permission.PdaRead)
  @Get('secure/pda-types')
  @ApiOperation({ summary: 'PDA types with their fields' })
  @ApiOkResponse({ type: [PdaTypeDto] })
  listPdaTypes(): Promise<PdaTypeDto[]> {
    return this.types.types();
  }

  @Access(Permission.PdaRead)
  @Get('secure/pda-types/:id')
  @ApiOperation({ summary: 'One PDA type with its fields' })
  @ApiOkResponse({ type: PdaTypeDto })
  getPdaType(@Param('id', id) pdaTypeUuid: string): Promise<PdaTypeDto> {
    return this.types.type(pdaTypeUuid);
  }

  @Access(Permission.PdaRead)
  @Get('private/capabilities')
  @ApiOperation({ summary: 'The capability catalogue with subjective value scales' })
  @ApiOkResponse({ type: [CapabilityDto] })
  listCapabilities(): Promise<CapabilityDto[]> {
    return this.capabilities.list();
  }

  @Access(Permission.PdaRead)
  @Get('private/subjective-value-types/:id/subjective-values')
  @ApiOperation({ summary: 'The words of a subjective value scale' })
  @ApiOkResponse({ type: [SubjectiveValueDto] })
  listSubjectiveValues(@Param('id', id) typeUuid: string): Promise<SubjectiveValueDto[]> {
    return this.capabilities.values(typeUuid);
  }

  @Access(Permission.PdaRead)
  @Get('secure/svt/:id')
  @ApiOperation({ summary: 'A subjective value scale with its words' })
  @ApiOkResponse({ type: SubjectiveValueTypeDto })
  getSubjectiveValueType(@Param('id', id) typeUuid: string): Promise<SubjectiveValueTypeDto> {
    return this.capabilities.scale(typeUuid);
  }
}

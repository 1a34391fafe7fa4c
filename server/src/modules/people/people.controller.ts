import { Permission } from '@domain/access';
import { Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { IdPipe } from '@server/common/id.pipe';
import {
  PersonDto,
  PersonIdDto,
  PersonMetaValueDto,
  PersonMetaValuesDto,
  TalogyUrlDto,
} from './dto/person.dto';
import { PeopleService } from './people.service';

const id = new IdPipe();

/** On every metadata write (decision 0038). */
const SYSTEM_KEYS =
  'GRADE_CACHE and GRADE_REASONS_CACHE are written by the match engine alone: 403 PEOPLE_SYSTEM_META for every caller.';

/** The seed's secure/persons/{id} and secure/person/{id}/... paths (IDs and metadata). */
@ApiTags('people')
@Controller()
export class PeopleController {
  constructor(private readonly people: PeopleService) {}

  @Access(Permission.PeopleRead)
  @Get('secure/persons/:id')
  @ApiOperation({ summary: 'A person with their IDs and metadata' })
  @ApiOkResponse({ type: PersonDto })
  getPerson(
    @Param('id', id) personUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PersonDto> {
    return this.people.get(principal, personUuid);
  }

  @Access(Permission.PeopleRead)
  @Get('secure/talogy-urls/:id')
  @ApiOperation({
    summary: "Links to the Talogy assessment reports of a person's IDs (none until configured)",
  })
  @ApiOkResponse({ type: [TalogyUrlDto] })
  getTalogyUrls(
    @Param('id', id) personUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<TalogyUrlDto[]> {
    return this.people.talogyUrls(principal, personUuid);
  }

  @Access(Permission.PeopleRead)
  @Get('secure/person/:id/ids')
  @ApiOperation({ summary: "A person's IDs (hidden ID types left out), the primary first" })
  @ApiOkResponse({ type: [PersonIdDto] })
  getPersonIds(
    @Param('id', id) personUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PersonIdDto[]> {
    return this.people.ids(principal, personUuid);
  }

  @Access(Permission.PeopleRead)
  @Get('secure/person/:id/meta/:field')
  @ApiOperation({
    summary: "One metadata field's value (null when unset)",
    description: 'GRADE_REASONS_CACHE reads null without the reasons right (decision 0038).',
  })
  @ApiOkResponse({ type: PersonMetaValueDto })
  getPersonMeta(
    @Param('id', id) personUuid: string,
    @Param('field') field: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PersonMetaValueDto> {
    return this.people.meta(principal, personUuid, field);
  }

  @Access(Permission.PeopleRead)
  @Get('secure/person/:id/meta-array/:field/list')
  @ApiOperation({ summary: 'Every value of a metadata field that holds several' })
  @ApiOkResponse({ type: [String] })
  listPersonMeta(
    @Param('id', id) personUuid: string,
    @Param('field') field: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<string[]> {
    return this.people.metaList(principal, personUuid, field);
  }

  @Access(Permission.PeopleWrite)
  @Patch('secure/person/:id/meta/:field/:value')
  @ApiOperation({
    summary:
      'Set a metadata field to one value (days notice 0-365, shift preference words, USA_1 phone)',
    description: SYSTEM_KEYS,
  })
  @ApiOkResponse({ type: PersonMetaValuesDto })
  setPersonMeta(
    @Param('id', id) personUuid: string,
    @Param('field') field: string,
    @Param('value') value: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PersonMetaValuesDto> {
    return this.people.writeMeta(principal, personUuid, 'set', field, value);
  }

  @Access(Permission.PeopleWrite)
  @Patch('secure/person/:id/meta-add/:field/:value')
  @ApiOperation({
    summary: 'Add a value to a metadata field (kept distinct)',
    description: SYSTEM_KEYS,
  })
  @ApiOkResponse({ type: PersonMetaValuesDto })
  addPersonMeta(
    @Param('id', id) personUuid: string,
    @Param('field') field: string,
    @Param('value') value: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PersonMetaValuesDto> {
    return this.people.writeMeta(principal, personUuid, 'add', field, value);
  }

  @Access(Permission.PeopleWrite)
  @Patch('secure/person/:id/meta-del/:field/:value')
  @ApiOperation({
    summary: 'Remove a value from a metadata field (404 when it is not there)',
    description: SYSTEM_KEYS,
  })
  @ApiOkResponse({ type: PersonMetaValuesDto })
  deletePersonMeta(
    @Param('id', id) personUuid: string,
    @Param('field') field: string,
    @Param('value') value: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PersonMetaValuesDto> {
    return this.people.writeMeta(principal, personUuid, 'del', field, value);
  }
}

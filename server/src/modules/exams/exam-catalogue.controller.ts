import { Permission } from '@domain/access';
import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { IdPipe } from '@server/common/id.pipe';
import {
  ExamLocationDto,
  ExamRoomDto,
  ExamSectionDto,
  ExamTypeDto,
  ExamTypeFieldDto,
} from './dto/exam-catalogue.dto';
import { ExamCatalogueService } from './exam-catalogue.service';
import { ScheduleService } from './schedule.service';
import { PersonIdDto } from '@server/modules/people/dto/person.dto';
import { PeopleService } from '@server/modules/people/people.service';

const id = new IdPipe();

/** Exam forms (private/exam-*), the om/ catalogue and the schedule dialog's choices (ui/). */
@ApiTags('exams')
@Controller()
export class ExamCatalogueController {
  constructor(
    private readonly catalogue: ExamCatalogueService,
    private readonly schedule: ScheduleService,
    private readonly people: PeopleService,
  ) {}

  @Access(Permission.RosterRead)
  @Get('private/exam-sections')
  @ApiOperation({ summary: 'Every exam form: sections > groups > fields (cached 24 h)' })
  @ApiOkResponse({ type: [ExamSectionDto] })
  listExamSections(): Promise<ExamSectionDto[]> {
    return this.catalogue.sections();
  }

  @Access(Permission.RosterRead)
  @Get('private/exam-sections/:id')
  @ApiOperation({ summary: "One exam type's form: sections > groups > fields (cached 24 h)" })
  @ApiOkResponse({ type: [ExamSectionDto] })
  async getExamSections(@Param('id', id) examTypeUuid: string): Promise<ExamSectionDto[]> {
    await this.catalogue.examType(examTypeUuid);
    return this.catalogue.sections(examTypeUuid);
  }

  @Access(Permission.RosterRead)
  @Get('private/exam-type-fields')
  @ApiOperation({ summary: 'Every exam type field with its bounds and options' })
  @ApiOkResponse({ type: [ExamTypeFieldDto] })
  listExamTypeFields(): Promise<ExamTypeFieldDto[]> {
    return this.catalogue.fields();
  }

  @Access(Permission.RosterRead)
  @Get('private/exam-type-field/:id')
  @ApiOperation({ summary: 'One exam type field' })
  @ApiOkResponse({ type: ExamTypeFieldDto })
  getExamTypeField(@Param('id', id) fieldUuid: string): Promise<ExamTypeFieldDto> {
    return this.catalogue.field(fieldUuid);
  }

  @Access(Permission.RosterRead)
  @Get('secure/om/exam-types')
  @ApiOperation({ summary: 'The exam types' })
  @ApiOkResponse({ type: [ExamTypeDto] })
  listExamTypes(): Promise<ExamTypeDto[]> {
    return this.catalogue.examTypes();
  }

  @Access(Permission.RosterRead)
  @Get('secure/om/locations')
  @ApiOperation({ summary: 'Exam locations of the client sites the caller sees rosters of' })
  @ApiOkResponse({ type: [ExamLocationDto] })
  listExamLocations(@CurrentPrincipal() principal: Principal): Promise<ExamLocationDto[]> {
    return this.catalogue.locations(principal);
  }

  @Access(Permission.RosterRead)
  @Get('secure/om/rooms')
  @ApiOperation({ summary: 'Exam rooms of those locations' })
  @ApiOkResponse({ type: [ExamRoomDto] })
  listExamRooms(@CurrentPrincipal() principal: Principal): Promise<ExamRoomDto[]> {
    return this.catalogue.rooms(principal);
  }

  @Access(Permission.PeopleRead)
  @Get('secure/om/ids/by-person-uuid/:id')
  @ApiOperation({
    summary:
      "A person's IDs (hidden types left out; `schedulable` marks the ones the dialog offers)",
  })
  @ApiOkResponse({ type: [PersonIdDto] })
  listIdsOfPerson(
    @Param('id', id) personUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PersonIdDto[]> {
    return this.people.ids(principal, personUuid);
  }

  @Access(Permission.ExamWrite)
  @Get('secure/ui/rooms/by-id/:id')
  @ApiOperation({
    summary:
      "Rooms an ID can be scheduled in: its person's client site, with a product description",
  })
  @ApiOkResponse({ type: [ExamRoomDto] })
  listRoomsForId(
    @Param('id', id) idUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ExamRoomDto[]> {
    return this.schedule.roomsForId(principal, idUuid);
  }

  @Access(Permission.ExamWrite)
  @Get('secure/ui/exam-types/by-id/:id/by-room/:room')
  @ApiOperation({ summary: 'Exam types an ID can be scheduled for in a room' })
  @ApiOkResponse({ type: [ExamTypeDto] })
  listExamTypesForIdAndRoom(
    @Param('id', id) idUuid: string,
    @Param('room', id) roomUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ExamTypeDto[]> {
    return this.schedule.typesFor(principal, idUuid, roomUuid);
  }
}

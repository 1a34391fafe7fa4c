import { Injectable } from '@nestjs/common';
import { Permission } from '@domain/access';
import { AccessService } from '@server/common/auth/access.service';
import type { Principal } from '@server/common/auth/principal';
import type { CacheRegion } from '@server/modules/cache/cache-region';
import { CacheService } from '@server/modules/cache/cache.service';
import type {
  ExamLocationDto,
  ExamRoomDto,
  ExamSectionDto,
  ExamTypeDto,
  ExamTypeFieldDto,
} from './dto/exam-catalogue.dto';
import { ExamCatalogueRepository, type RoomRow } from './exam-catalogue.repository';
import { ExamsErrorCode, ExamsException } from './exams.exceptions';

/**
 * Exam types, form layouts, locations and rooms. Form layouts are cached 24 h (the seed's
 * exam sections cache); locations and rooms are filtered to the client sites the caller may
 * see rosters of.
 */
@Injectable()
export class ExamCatalogueService {
  private readonly layouts: CacheRegion<ExamSectionDto[]>;

  constructor(
    private readonly catalogue: ExamCatalogueRepository,
    private readonly access: AccessService,
    cache: CacheService,
  ) {
    this.layouts = cache.region('exam-sections');
  }

  examTypes(): Promise<ExamTypeDto[]> {
    return this.catalogue.examTypes();
  }

  async examType(examTypeUuid: string): Promise<ExamTypeDto> {
    const type = await this.catalogue.examType(examTypeUuid);
    if (!type) throw new ExamsException(ExamsErrorCode.ExamTypeNotFound, 'Exam type not found');
    return type;
  }

  /** The form of one exam type (or of all): sections > groups > fields with their options. */
  sections(examTypeUuid?: string): Promise<ExamSectionDto[]> {
    return this.layouts.getOrLoad(examTypeUuid ?? '*', async () => {
      const [sections, fields] = await Promise.all([
        this.catalogue.sections(examTypeUuid),
        this.catalogue.fields(examTypeUuid),
      ]);
      for (const section of sections)
        for (const group of section.collExamTypeGroups)
          group.collExamTypeFields = fields.filter((f) => f.groupUuid === group.groupUuid);
      return sections;
    });
  }

  fields(): Promise<ExamTypeFieldDto[]> {
    return this.catalogue.fields();
  }

  async field(examTypeFieldUuid: string): Promise<ExamTypeFieldDto> {
    const field = await this.catalogue.field(examTypeFieldUuid);
    if (!field) throw new ExamsException(ExamsErrorCode.FieldNotFound, 'Exam type field not found');
    return field;
  }

  async locations(principal: Principal): Promise<ExamLocationDto[]> {
    return (await this.catalogue.locations(null)).filter((l) =>
      this.access.can(principal, Permission.RosterRead, l.clientNodeUuid),
    );
  }

  /** Every location and room, whoever may see them (callers filter: the roster shares them). */
  allLocationsAndRooms(): Promise<{ locations: ExamLocationDto[]; rooms: RoomRow[] }> {
    return this.catalogue.locationsAndRooms();
  }

  /** Whether the caller may see the rosters of a location or room of this client site. */
  mayReadRosterOf(principal: Principal, row: { clientNodeUuid: string }): boolean {
    return this.access.can(principal, Permission.RosterRead, row.clientNodeUuid);
  }

  /** Every room the caller may see rosters of, with or without a product description. */
  async rooms(principal: Principal): Promise<RoomRow[]> {
    return (await this.catalogue.rooms(null)).filter((r) => this.mayReadRosterOf(principal, r));
  }

  /** Rooms an exam can be scheduled in for a client site: those with a product description. */
  async schedulableRooms(principal: Principal, clientNodeUuid: string): Promise<ExamRoomDto[]> {
    return (await this.catalogue.rooms([clientNodeUuid])).filter(
      (r) =>
        r.productDescription !== null &&
        this.access.can(principal, Permission.ExamWrite, r.clientNodeUuid),
    );
  }

  /** A room the caller may see, else 404. */
  async room(principal: Principal, roomUuid: string): Promise<RoomRow> {
    const room = await this.catalogue.room(roomUuid);
    if (!room || !this.access.can(principal, Permission.RosterRead, room.clientNodeUuid))
      throw new ExamsException(ExamsErrorCode.RoomNotFound, 'Room not found');
    return room;
  }

  typesOfRoom(roomUuid: string): Promise<ExamTypeDto[]> {
    return this.catalogue.typesOfRoom(roomUuid);
  }
}

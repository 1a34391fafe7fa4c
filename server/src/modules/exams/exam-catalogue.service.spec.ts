import { beforeEach, describe, expect, it } from 'vitest';
import { AccessService } from '@server/common/auth/access.service';
import type { Principal } from '@server/common/auth/principal';
import { CacheService } from '@server/modules/cache/cache.service';
import { refusalOf } from '@server/testing/refusal';
import { fake, serviceOver } from '@server/testing/service-over';
import { ExamCatalogueRepository } from './exam-catalogue.repository';
import { ExamCatalogueService } from './exam-catalogue.service';
import { ExamsErrorCode } from './exams.exceptions';

/**
 * The rooms and locations a caller reaches, through the real AccessService: the rosters'
 * rooms and locations of their own sites only (another site's room does not exist for them),
 * and for scheduling only the rooms with a product, for those who score exams there.
 */

const NORTH = '00000000-0000-0000-000b-000000000001';
const SOUTH = '00000000-0000-0000-000b-000000000002';
const who = (...groups: string[]) => ({ userUuid: 'u', groups }) as unknown as Principal;
const scorer = who(`premise:${NORTH}`);
const recruiter = who(`recruiter:${NORTH}`);

const room = (
  roomUuid: string,
  clientNodeUuid: string,
  productDescription: string | null = 'Lab',
) => ({
  roomUuid,
  clientNodeUuid,
  productDescription,
});
const ROOMS = [room('lab', NORTH), room('bare', NORTH, null), room('south-lab', SOUTH)];

let service: ExamCatalogueService;

beforeEach(async () => {
  service = await serviceOver(
    ExamCatalogueService,
    fake(ExamCatalogueRepository, {
      rooms: async (sites: string[] | null) =>
        ROOMS.filter((r) => !sites || sites.includes(r.clientNodeUuid)),
      room: async (uuid: string) => ROOMS.find((r) => r.roomUuid === uuid),
      locations: async () => [
        { locationUuid: 'l-north', clientNodeUuid: NORTH },
        { locationUuid: 'l-south', clientNodeUuid: SOUTH },
      ],
    }),
    fake(AccessService, new AccessService()),
    fake(CacheService, { region: () => ({}) as never }),
  );
});

describe(ExamCatalogueService.name, () => {
  it('shows the rooms and locations of the caller’s own sites; another site’s room is not found', async () => {
    expect((await service.rooms(recruiter)).map((r) => r.roomUuid)).toEqual(['lab', 'bare']);
    expect((await service.locations(recruiter)).map((l) => l.locationUuid)).toEqual(['l-north']);
    expect((await service.room(recruiter, 'lab')).roomUuid).toBe('lab');
    expect(await refusalOf(service.room(recruiter, 'south-lab'))).toBe(
      `${ExamsErrorCode.RoomNotFound}: Room not found`,
    );
  });

  it('offers for scheduling only rooms with a product, to those who score exams there', async () => {
    expect((await service.schedulableRooms(scorer, NORTH)).map((r) => r.roomUuid)).toEqual(['lab']);
    expect(await service.schedulableRooms(recruiter, NORTH)).toEqual([]);
    expect(await service.schedulableRooms(scorer, SOUTH)).toEqual([]);
  });
});

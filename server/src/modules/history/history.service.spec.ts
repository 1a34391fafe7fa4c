import { beforeEach, describe, expect, it } from 'vitest';
import { PERSON_META } from '@domain/people';
import { AccessErrorCode } from '@server/common/auth/access.exceptions';
import { AccessService } from '@server/common/auth/access.service';
import type { Principal } from '@server/common/auth/principal';
import { AuditService } from '@server/modules/audit/audit.service';
import { NhpClassesService } from '@server/modules/nhp/nhp-classes.service';
import { PdaService } from '@server/modules/pda/pda.service';
import { refusalOf } from '@server/testing/refusal';
import { fake, serviceOver } from '@server/testing/service-over';
import type { HistoryQueryDto } from '@server/modules/audit/dto/history.dto';
import { HistoryNamesRepository } from './history-names.repository';
import { HistoryService } from './history.service';

/**
 * A person's history (decision 0023), over stored entries held in memory with the real
 * AccessService and wording: for those who may see the person, the medical note's values only
 * for those who may read the note (the entry still says it changed), and names resolved only
 * within the caller's sites.
 */

const SITE = '00000000-0000-0000-000d-000000000001';
const scorer = { userUuid: 's', groups: [`premise:${SITE}`] } as unknown as Principal;
const staffing = { userUuid: 't', groups: [`staffing:${SITE}`] } as unknown as Principal;
const stranger = {
  userUuid: 'x',
  groups: ['premise:00000000-0000-0000-000d-000000000009'],
} as unknown as Principal;

const entry = {
  action: 'meta-set',
  entityType: 'person',
  entityId: 'ann',
  before: { [PERSON_META.medical]: ['Knee'], COMMENTS: ['old'] },
  after: { [PERSON_META.medical]: ['Back'], COMMENTS: ['new'] },
};

let scopes: (string[] | null)[];
let service: HistoryService;

beforeEach(async () => {
  scopes = [];
  const access = new AccessService();
  access.registerResolver('person', async () => SITE);
  const none = () => undefined;
  service = await serviceOver(
    HistoryService,
    fake(AuditService, { history: async () => ({ total: 1, entries: [{ ...entry }] }) }),
    fake(AccessService, access),
    fake(PdaService, {}),
    fake(NhpClassesService, {}),
    fake(HistoryNamesRepository, {
      resolve: async (_refs: unknown, people: string[] | null) => {
        scopes.push(people);
        return {
          person: none,
          slot: none,
          node: none,
          pool: none,
          capability: none,
          pdaField: none,
        };
      },
    }),
  );
});

const history = (principal: Principal) => service.ofPerson(principal, 'ann', {} as HistoryQueryDto);

describe(HistoryService.name, () => {
  it('shows the medical note’s values only to those who may read the note', async () => {
    const [forScorer] = (await history(scorer)).entries;
    expect(forScorer.after).toMatchObject({ [PERSON_META.medical]: ['Back'] });
    const [forStaffing] = (await history(staffing)).entries;
    expect(forStaffing.before).toEqual({
      [PERSON_META.medical]: ['(not shown)'],
      COMMENTS: ['old'],
    });
    expect(forStaffing.after).toEqual({
      [PERSON_META.medical]: ['(not shown)'],
      COMMENTS: ['new'],
    });
    expect(JSON.stringify(forStaffing)).not.toMatch(/Knee|Back/);
  });

  it('resolves names within the caller’s sites, and shows nothing of another site’s person', async () => {
    await history(staffing);
    expect(scopes).toEqual([[SITE]]);
    expect(await refusalOf(history(stranger))).toBe(
      `${AccessErrorCode.NotFound}: Person not found`,
    );
  });
});

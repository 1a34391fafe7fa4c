import { beforeEach, describe, expect, it } from 'vitest';
import type { Principal } from '@server/common/auth/principal';
import { MailService } from '@server/modules/mail/mail.service';
import { UsersService } from '@server/modules/users/users.service';
import { refusalOf } from '@server/testing/refusal';
import { fake, serviceOver } from '@server/testing/service-over';
import { NhpClassMailService } from './nhp-class-mail.service';
import { NhpClassesRepository } from './nhp-classes.repository';
import { NhpClassesService } from './nhp-classes.service';
import { NhpErrorCode } from './nhp.exceptions';
import { klass, slot } from './testing/nhp-rows';

/**
 * A class's roster mailed to the caller: to their own address (refused when they have none),
 * each slot under its job's path below the site, jobs in order and slots by ordinal. The mail's
 * wording is class-roster-mail's spec.
 */

const principal = { userUuid: 'u' } as Principal;

let address: string | null;
let sent: { to: string; text: string }[];
let service: NhpClassMailService;

beforeEach(async () => {
  address = 'staff@example.com';
  sent = [];
  service = await serviceOver(
    NhpClassMailService,
    fake(NhpClassesRepository, {
      kanbans: async () => [
        { nodeUuid: 'job-b', description: 'Seat', ancestorDescriptions: ['North', 'Body'] },
        { nodeUuid: 'job-a', description: 'Door', ancestorDescriptions: ['North', 'Body'] },
      ],
      placements: async () => [
        slot('s2', 'class-a', { nodeUuid: 'job-b', ordinal: 2 }),
        slot('s1', 'class-a', {
          nodeUuid: 'job-b',
          ordinal: 1,
          personUuid: 'ann',
          firstName: 'Ann',
          lastName: 'Lee',
        }),
        slot('d1', 'class-a', { nodeUuid: 'job-a', ordinal: 1 }),
      ],
    }),
    fake(NhpClassesService, { readable: async () => klass('class-a', '2026-12-01') }),
    fake(MailService, { send: async (mail: { to: string; text: string }) => void sent.push(mail) }),
    fake(UsersService, { emailOf: async () => address }),
  );
});

describe(NhpClassMailService.name, () => {
  it('mails the roster to the caller, jobs by their path below the site and slots in order', async () => {
    expect(await service.send(principal, 'class-a')).toMatchObject({
      to: 'staff@example.com',
      placements: 1,
    });
    const lines = sent[0].text.split('\n').filter((l) => l.includes(' | '));
    expect(lines.map((l) => l.split(' | ')[0] + ' ' + l.split(' | ')[1])).toEqual([
      'Body / Door First shift #1',
      'Body / Seat First shift #1',
      'Body / Seat First shift #2',
    ]);
  });

  it('refuses a caller whose account has no e-mail address', async () => {
    address = null;
    expect(await refusalOf(service.send(principal, 'class-a'))).toBe(
      `${NhpErrorCode.NoEmailAddress}: Your account has no e-mail address to send the class to`,
    );
    expect(sent).toEqual([]);
  });
});

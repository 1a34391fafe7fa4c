import { beforeEach, describe, expect, it } from 'vitest';
import type { Principal } from '@server/common/auth/principal';
import { refusalOf } from '@server/testing/refusal';
import { fake, serviceOver } from '@server/testing/service-over';
import { ShellErrorCode } from './shell.exceptions';
import { ShellRepository } from './shell.repository';
import { ShellService } from './shell.service';

/**
 * The navigation a caller is offered: only the links whose screen they may open (the route's
 * permission, the same table the screens use), none to nobody signed in, and a parent that is
 * not a uuid refused. The visibility rule is nav-links' own.
 */

const link = (description: string, to: string) => ({
  navLinkUuid: description,
  parentNavLinkUuid: null,
  description,
  icon: 'icon',
  to,
  enabled: true,
  groupPrefixes: [],
});
const who = (...groups: string[]) => ({ userUuid: 'u', groups }) as unknown as Principal;

let asked: (string | null)[];
let service: ShellService;

beforeEach(async () => {
  asked = [];
  service = await serviceOver(
    ShellService,
    fake(ShellRepository, {
      findEnabledLinksUnder: async (parent: string | null) => {
        asked.push(parent);
        return [link('Tree', '/tree'), link('Reasons', '/reasons'), link('Users', '/users')];
      },
    }),
  );
});

describe(ShellService.name, () => {
  it('offers only the links whose screen the caller may open', async () => {
    const names = async (p: Principal) =>
      (await service.navLinks(undefined, p)).map((l) => l.description);
    expect(await names(who('staffing:00000000-0000-0000-000e-000000000001'))).toEqual(['Tree']);
    expect(await names(who('premise:admin'))).toEqual(['Tree', 'Reasons', 'Users']);
  });

  it('offers nothing to nobody signed in, and refuses a parent that is not a uuid', async () => {
    expect(await service.navLinks(undefined, undefined)).toEqual([]);
    expect(await refusalOf(service.navLinks('top', who('premise:admin')))).toBe(
      `${ShellErrorCode.BadParent}: parent must be a uuid`,
    );
    expect(asked).toEqual([]);
  });
});

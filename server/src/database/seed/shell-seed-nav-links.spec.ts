import { mayOpenPath } from '@domain/route-access';
import { isLinkVisibleTo } from '@server/modules/shell/nav-links';
import { DEMO_NAV_LINKS } from './shell-seed';

/** One person of each kind the seeds name, plus one without groups. */
const ROLES: Record<string, string[]> = {
  admin: ['premise:admin'],
  dev: ['system:dev'],
  premise: ['premise:Riverside'],
  staffing: ['staffing:Riverside'],
  recruiter: ['recruiter:Riverside'],
  none: [],
};

const visible = (groups: string[]) =>
  DEMO_NAV_LINKS.filter((link) => isLinkVisibleTo(link, groups)).map((l) => l.description);

describe(isLinkVisibleTo.name, () => {
  it.each(Object.entries(ROLES))(
    'gives %s a link to exactly the screens the route table opens to them',
    (_role, groups) => {
      for (const link of DEMO_NAV_LINKS) {
        expect({ link: link.to, shown: isLinkVisibleTo(link, groups) }).toEqual({
          link: link.to,
          shown: groups.length > 0 && mayOpenPath(groups, link.to),
        });
      }
    },
  );

  it('gives the HR viewer to staffing and recruiters, not premise; /realtime to recruiters', () => {
    expect(visible(ROLES.premise)).not.toContain('Workday');
    expect(visible(ROLES.staffing)).toContain('Workday');
    expect(visible(ROLES.recruiter)).toEqual(
      expect.arrayContaining(['Workday', 'Realtime Results', 'Rosters']),
    );
    expect(visible(ROLES.premise)).toContain('Realtime Results');
    expect(visible(ROLES.admin)).toHaveLength(DEMO_NAV_LINKS.length);
    expect(visible(ROLES.dev)).toHaveLength(DEMO_NAV_LINKS.length);
    expect(visible(ROLES.none)).toEqual([]);
  });

  it('falls back to the group prefixes only for a link that is no screen of ours', () => {
    const outside = { to: 'https://example.com/help', groupPrefixes: ['premise:'] };
    expect(isLinkVisibleTo(outside, ROLES.premise)).toBe(true);
    expect(isLinkVisibleTo(outside, ROLES.staffing)).toBe(false);
    // A screen ignores its prefixes: the table decides.
    const users = { to: '/users', groupPrefixes: ['premise:'] };
    expect(isLinkVisibleTo(users, ROLES.premise)).toBe(false);
  });
});

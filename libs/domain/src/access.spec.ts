import { describe, expect, it } from 'vitest';
import {
  canManageClassesOfPool,
  canSeeEmployerView,
  canSeeMatchPeople,
  canSeeMatchRules,
  canSeeReasons,
  canUseSpotlight,
  hasPermission,
  hasPermissionOn,
  Permission,
  PERMISSION_ACTIONS,
  scopesFor,
} from './access';

// Client sites and a pool, by identity (decision 0031).
const ACME = '0a000000-0000-4000-8000-000000000001';
const BETA = '0b000000-0000-4000-8000-000000000002';
const ACME_POOL = { nhpPoolUuid: '0c000000-0000-4000-8000-000000000003', clientNodeUuid: ACME };
const BETA_POOL = { nhpPoolUuid: '0d000000-0000-4000-8000-000000000004', clientNodeUuid: BETA };

describe('hasPermission', () => {
  it('gives premise:admin and system:dev every permission', () => {
    for (const permission of Object.values(Permission)) {
      expect(hasPermission(['premise:admin'], permission)).toBe(true);
      expect(hasPermission(['system:dev'], permission)).toBe(true);
    }
  });

  it('gives public and signed-in routes to anyone', () => {
    expect(hasPermission([], Permission.Public)).toBe(true);
    expect(hasPermission([], Permission.SignedIn)).toBe(true);
  });

  it('follows the roles of decision 0007', () => {
    expect(hasPermission(['premise:Acme'], Permission.TreeWrite)).toBe(true);
    expect(hasPermission(['staffing:Acme'], Permission.TreeWrite)).toBe(false);
    expect(hasPermission(['staffing:Acme'], Permission.TreeRead)).toBe(true);
    expect(hasPermission(['recruiter:Acme'], Permission.RosterRead)).toBe(true);
    expect(hasPermission(['recruiter:Acme'], Permission.ExamWrite)).toBe(false);
    expect(hasPermission(['staffing:Acme'], Permission.ClassesManage)).toBe(true);
    expect(hasPermission(['recruiter:Acme'], Permission.ClassesManage)).toBe(false);
    expect(hasPermission(['premise:Acme'], Permission.UsersAdmin)).toBe(false);
    expect(hasPermission(['recruiter:Acme'], Permission.HrSystemRead)).toBe(true);
    expect(hasPermission(['premise:Acme'], Permission.HrSystemRead)).toBe(false);
    expect(hasPermission(['staffing:Acme'], Permission.HrSystemWrite)).toBe(true);
    expect(hasPermission(['recruiter:Acme'], Permission.HrSystemWrite)).toBe(false);
    for (const kind of ['premise', 'staffing', 'recruiter'])
      expect(hasPermission([`${kind}:Acme`], Permission.HrSystemAdmin)).toBe(false);
    expect(PERMISSION_ACTIONS[Permission.HrSystemAdmin]).toBe('set up HR system endpoints');
  });

  it('gives employer:{client} the employer view of its client and nothing else', () => {
    const employer = ['employer:Acme'];
    const granted = Object.values(Permission).filter((p) => hasPermission(employer, p));
    expect(granted.sort()).toEqual(
      [Permission.Public, Permission.SignedIn, Permission.EmployerView].sort(),
    );
    expect(canSeeEmployerView([`employer:${ACME}`], ACME)).toBe(true);
    expect(canSeeEmployerView([`employer:${ACME}`], BETA)).toBe(false);
    expect(canSeeEmployerView(['premise:Acme'])).toBe(false);
    expect(canSeeEmployerView(['premise:admin'], BETA)).toBe(true);
  });

  it('grants nothing to groups without a scope or of unknown kinds', () => {
    expect(hasPermission(['premise:'], Permission.TreeRead)).toBe(false);
    expect(hasPermission(['staffing:admin'], Permission.TreeRead)).toBe(false);
    expect(hasPermission(['system:ops', 'odd'], Permission.TreeRead)).toBe(false);
    expect(hasPermission([], Permission.TreeRead)).toBe(false);
  });
});

describe('hasPermissionOn', () => {
  it('needs a scope of an allowed role that names the client site by its uuid', () => {
    expect(hasPermissionOn([`premise:${ACME}`], Permission.TreeWrite, ACME)).toBe(true);
    expect(hasPermissionOn([`premise:${ACME.toUpperCase()}`], Permission.TreeWrite, ACME)).toBe(
      true,
    );
    expect(hasPermissionOn([`premise:${ACME}`], Permission.TreeWrite, BETA)).toBe(false);
    expect(hasPermissionOn([`staffing:${ACME}`], Permission.TreeWrite, ACME)).toBe(false);
    expect(hasPermissionOn([`staffing:${ACME}`], Permission.TreeRead, ACME)).toBe(true);
  });

  it('never matches by name or prefix', () => {
    expect(hasPermissionOn(['premise:Riverside'], Permission.TreeRead, 'Riverside Assembly')).toBe(
      false,
    );
    expect(hasPermissionOn([`premise:${ACME.slice(0, 8)}`], Permission.TreeRead, ACME)).toBe(false);
  });

  it('leaves the tenant (no client) to admins', () => {
    expect(hasPermissionOn([`premise:${ACME}`], Permission.TreeRead, null)).toBe(false);
    expect(hasPermissionOn(['premise:admin'], Permission.TreeWrite, null)).toBe(true);
  });
});

describe('scopesFor', () => {
  it('lists the trimmed, lower-cased scopes of the roles holding the permission', () => {
    const codes = ['premise:Riverside ', 'staffing:Hillcrest', 'premise:admin', 'system:dev'];
    expect(scopesFor(codes, Permission.TreeRead)).toEqual(['riverside', 'hillcrest']);
    expect(scopesFor(codes, Permission.TreeWrite)).toEqual(['riverside']);
  });
});

describe('spotlight', () => {
  it('shows the header search to admins and every staff role, not to employers (decision 0052)', () => {
    expect(canUseSpotlight(['system:dev'])).toBe(true);
    expect(canUseSpotlight(['premise:Acme'])).toBe(true);
    expect(canUseSpotlight(['premise:admin'])).toBe(true);
    expect(canUseSpotlight(['staffing:Acme'])).toBe(true);
    expect(canUseSpotlight(['recruiter:Acme'])).toBe(true);
    expect(canUseSpotlight(['system:ops', 'employer:Acme'])).toBe(false);
    expect(canUseSpotlight([])).toBe(false);
  });
});

describe('a scope on a client site', () => {
  const onSite = (scope: string, site: string) =>
    hasPermissionOn([`premise:${scope}`], Permission.TreeRead, site);

  it('names the one identity, ignoring case', () => {
    expect(onSite(ACME, ACME.toUpperCase())).toBe(true);
    expect(onSite(ACME.toUpperCase(), ACME)).toBe(true);
    expect(onSite(ACME, BETA)).toBe(false);
  });

  it('is no prefix rule', () => {
    expect(onSite('acme', 'ACME Plant 1 pool')).toBe(false);
    expect(onSite(ACME.slice(0, 20), ACME)).toBe(false);
  });

  it('grants nothing for an empty scope', () => {
    expect(onSite('', '')).toBe(false);
  });
});

describe('canManageClassesOfPool', () => {
  it('allows premise:admin and system:dev for any pool', () => {
    expect(canManageClassesOfPool(['premise:admin'], BETA_POOL)).toBe(true);
    expect(canManageClassesOfPool(['system:dev'], BETA_POOL)).toBe(true);
  });

  it("allows premise and staffing scopes naming the pool's client site or the pool", () => {
    expect(canManageClassesOfPool([`staffing:${ACME}`], ACME_POOL)).toBe(true);
    expect(canManageClassesOfPool([`premise:${ACME}`], ACME_POOL)).toBe(true);
    expect(canManageClassesOfPool([`staffing:${ACME_POOL.nhpPoolUuid}`], ACME_POOL)).toBe(true);
    expect(canManageClassesOfPool([`staffing:${ACME}`], BETA_POOL)).toBe(false);
    expect(canManageClassesOfPool([`recruiter:${ACME}`], ACME_POOL)).toBe(false);
  });
});

describe('match statistics grids', () => {
  it('node statistics: every role of the client, and admins', () => {
    for (const role of ['premise', 'staffing', 'recruiter'])
      expect(hasPermissionOn([`${role}:${ACME}`], Permission.MatchStats, ACME)).toBe(true);
    expect(hasPermissionOn(['premise:admin'], Permission.MatchStats, ACME)).toBe(true);
    expect(hasPermissionOn([`recruiter:${BETA}`], Permission.MatchStats, ACME)).toBe(false);
  });

  it('rules grid: premise:{client} or premise:admin', () => {
    expect(canSeeMatchRules([`premise:${ACME}`], ACME)).toBe(true);
    expect(canSeeMatchRules(['premise:admin'], ACME)).toBe(true);
    expect(canSeeMatchRules([`staffing:${ACME}`, `recruiter:${ACME}`], ACME)).toBe(false);
    expect(canSeeMatchRules([`premise:${BETA}`], ACME)).toBe(false);
  });

  it('people grid: recruiter:{client}, staffing:{client} or premise:admin', () => {
    expect(canSeeMatchPeople([`recruiter:${ACME}`], ACME)).toBe(true);
    expect(canSeeMatchPeople([`staffing:${ACME}`], ACME)).toBe(true);
    expect(canSeeMatchPeople(['premise:admin'], ACME)).toBe(true);
    expect(canSeeMatchPeople([`premise:${ACME}`], ACME)).toBe(false);
    expect(canSeeMatchPeople([`staffing:${BETA}`], ACME)).toBe(false);
  });
});

describe('canSeeReasons', () => {
  it('is for premise:admin only: system:dev gets no links (seed 001)', () => {
    expect(canSeeReasons(['premise:admin'])).toBe(true);
    expect(canSeeReasons(['system:dev'])).toBe(false);
    expect(canSeeReasons(['premise:Acme', 'staffing:admin'])).toBe(false);
  });
});

describe('PERMISSION_ACTIONS', () => {
  it('names what every permission allows', () => {
    for (const permission of Object.values(Permission))
      expect(PERMISSION_ACTIONS[permission]).toMatch(/^[a-z]/);
  });
});

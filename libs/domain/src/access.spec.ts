import { describe, expect, it } from 'vitest';
import {
  ACCESS_TABLE,
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
  scopeCovers,
  scopesFor,
} from './access';

describe('ACCESS_TABLE', () => {
  it('has a row for every permission', () => {
    expect(Object.keys(ACCESS_TABLE).sort()).toEqual(Object.values(Permission).sort());
  });
});

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

  it('follows the roles of DESIGN section 5', () => {
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
    expect(canSeeEmployerView(employer, 'Acme Works')).toBe(true);
    expect(canSeeEmployerView(employer, 'Lakeview Plant')).toBe(false);
    expect(canSeeEmployerView(['premise:Acme'])).toBe(false);
    expect(canSeeEmployerView(['premise:admin'], 'Lakeview Plant')).toBe(true);
  });

  it('grants nothing to groups without a scope or of unknown kinds', () => {
    expect(hasPermission(['premise:'], Permission.TreeRead)).toBe(false);
    expect(hasPermission(['staffing:admin'], Permission.TreeRead)).toBe(false);
    expect(hasPermission(['system:ops', 'odd'], Permission.TreeRead)).toBe(false);
    expect(hasPermission([], Permission.TreeRead)).toBe(false);
  });
});

describe('hasPermissionOn', () => {
  it('needs a scope of an allowed role that prefixes the name, ignoring case', () => {
    expect(hasPermissionOn(['premise:riverside'], Permission.TreeWrite, 'Riverside Assembly')).toBe(
      true,
    );
    expect(hasPermissionOn(['premise:Riverside'], Permission.TreeWrite, 'Hillcrest')).toBe(false);
    expect(hasPermissionOn(['staffing:Riverside'], Permission.TreeWrite, 'Riverside')).toBe(false);
    expect(hasPermissionOn(['staffing:Riverside'], Permission.TreeRead, 'Riverside')).toBe(true);
  });

  it('leaves the tenant (no client) to admins', () => {
    expect(hasPermissionOn(['premise:Riverside'], Permission.TreeRead, null)).toBe(false);
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
  it('shows the spotlight to system:dev and any premise: group only', () => {
    expect(canUseSpotlight(['system:dev'])).toBe(true);
    expect(canUseSpotlight(['premise:Acme'])).toBe(true);
    expect(canUseSpotlight(['premise:admin'])).toBe(true);
    expect(canUseSpotlight(['system:ops', 'staffing:Acme', 'recruiter:Acme'])).toBe(false);
    expect(canUseSpotlight([])).toBe(false);
  });
});

describe('scopeCovers', () => {
  it('matches a prefix ignoring case', () => {
    expect(scopeCovers('acme', 'ACME Plant 1 pool')).toBe(true);
    expect(scopeCovers('Acme', 'acme')).toBe(true);
  });

  it('does not match elsewhere in the description', () => {
    expect(scopeCovers('Plant', 'ACME Plant 1 pool')).toBe(false);
    expect(scopeCovers('Acme Plant 2', 'Acme Plant 1')).toBe(false);
  });

  it('grants nothing for an empty scope', () => {
    expect(scopeCovers('', 'Acme')).toBe(false);
  });
});

describe('canManageClassesOfPool', () => {
  it('allows premise:admin and system:dev for any pool', () => {
    expect(canManageClassesOfPool(['premise:admin'], 'Beta pool')).toBe(true);
    expect(canManageClassesOfPool(['system:dev'], 'Beta pool')).toBe(true);
  });

  it('allows premise and staffing scopes that prefix the pool', () => {
    expect(canManageClassesOfPool(['staffing:acme'], 'Acme pool')).toBe(true);
    expect(canManageClassesOfPool(['premise:Acme'], 'Acme pool')).toBe(true);
    expect(canManageClassesOfPool(['staffing:Acme'], 'Beta pool')).toBe(false);
    expect(canManageClassesOfPool(['recruiter:Acme'], 'Acme pool')).toBe(false);
  });
});

describe('match statistics grids', () => {
  it('node statistics: every role of the client, and admins', () => {
    for (const role of ['premise', 'staffing', 'recruiter'])
      expect(hasPermissionOn([`${role}:Acme`], Permission.MatchStats, 'Acme')).toBe(true);
    expect(hasPermissionOn(['premise:admin'], Permission.MatchStats, 'Acme')).toBe(true);
    expect(hasPermissionOn(['recruiter:Beta'], Permission.MatchStats, 'Acme')).toBe(false);
  });

  it('rules grid: premise:{client} or premise:admin', () => {
    expect(canSeeMatchRules(['premise:Acme'], 'acme')).toBe(true);
    expect(canSeeMatchRules(['premise:admin'], 'Acme')).toBe(true);
    expect(canSeeMatchRules(['staffing:Acme', 'recruiter:Acme'], 'Acme')).toBe(false);
    expect(canSeeMatchRules(['premise:Beta'], 'Acme')).toBe(false);
  });

  it('people grid: recruiter:{client}, staffing:{client} or premise:admin', () => {
    expect(canSeeMatchPeople(['recruiter:Acme'], 'Acme')).toBe(true);
    expect(canSeeMatchPeople(['staffing:Acme'], 'Acme')).toBe(true);
    expect(canSeeMatchPeople(['premise:admin'], 'Acme')).toBe(true);
    expect(canSeeMatchPeople(['premise:Acme'], 'Acme')).toBe(false);
    expect(canSeeMatchPeople(['staffing:Beta'], 'Acme')).toBe(false);
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

import { describe, expect, it } from 'vitest';
import {
  clientScopesOf,
  isClientInScopes,
  canManageClassesOfPool,
  canSeeMatchPeople,
  canSeeMatchRules,
  canSeeReasons,
  canUseSpotlight,
  groupCodesOf,
  isPremise,
  isPremiseAdmin,
  parseGroupCode,
  scopePrefixesPool,
  scopesOf,
} from './groups';

describe('parseGroupCode', () => {
  it('splits kind and scope at the first colon', () => {
    expect(parseGroupCode('premise:admin')).toEqual({ kind: 'premise', scope: 'admin' });
    expect(parseGroupCode('staffing:Acme:North')).toEqual({
      kind: 'staffing',
      scope: 'Acme:North',
    });
    expect(parseGroupCode('recruiter:')).toEqual({ kind: 'recruiter', scope: '' });
  });

  it('rejects codes without a kind', () => {
    expect(parseGroupCode('admin')).toBeNull();
    expect(parseGroupCode(':admin')).toBeNull();
    expect(parseGroupCode('')).toBeNull();
  });
});

describe('groupCodesOf', () => {
  it('reads the codes of a user', () => {
    const user = { collUserSecurityGroups: [{ securityGroupCode: 'system:dev' }] };
    expect(groupCodesOf(user)).toEqual(['system:dev']);
    expect(groupCodesOf({})).toEqual([]);
    expect(groupCodesOf({ collUserSecurityGroups: null })).toEqual([]);
  });
});

describe('premise and spotlight', () => {
  it('isPremise needs a premise: group', () => {
    expect(isPremise(['premise:Acme'])).toBe(true);
    expect(isPremise(['staffing:Acme', 'premises:x'])).toBe(false);
    expect(isPremise([])).toBe(false);
  });

  it('isPremiseAdmin needs exactly premise:admin', () => {
    expect(isPremiseAdmin(['premise:admin'])).toBe(true);
    expect(isPremiseAdmin(['premise:Acme', 'staffing:admin'])).toBe(false);
  });

  it('shows the spotlight to system:dev and any premise: group only', () => {
    expect(canUseSpotlight(['system:dev'])).toBe(true);
    expect(canUseSpotlight(['premise:Acme'])).toBe(true);
    expect(canUseSpotlight(['premise:admin'])).toBe(true);
    expect(canUseSpotlight(['system:ops', 'staffing:Acme', 'recruiter:Acme'])).toBe(false);
    expect(canUseSpotlight([])).toBe(false);
  });
});

describe('scopesOf', () => {
  it('lists the scopes of one kind', () => {
    const codes = ['premise:admin', 'staffing:Acme', 'staffing:Beta', 'bogus'];
    expect(scopesOf(codes, 'staffing')).toEqual(['Acme', 'Beta']);
    expect(scopesOf(codes, 'premise')).toEqual(['admin']);
    expect(scopesOf(codes, 'recruiter')).toEqual([]);
  });
});

describe('scopePrefixesPool', () => {
  it('matches a prefix ignoring case', () => {
    expect(scopePrefixesPool('acme', 'ACME Plant 1 pool')).toBe(true);
    expect(scopePrefixesPool('Acme', 'acme')).toBe(true);
  });

  it('does not match elsewhere in the description', () => {
    expect(scopePrefixesPool('Plant', 'ACME Plant 1 pool')).toBe(false);
    expect(scopePrefixesPool('Acme Plant 2', 'Acme Plant 1')).toBe(false);
  });

  it('grants nothing for an empty scope', () => {
    expect(scopePrefixesPool('', 'Acme')).toBe(false);
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
  it('is for premise:admin (and system:dev) only', () => {
    expect(canSeeReasons(['premise:admin'])).toBe(true);
    expect(canSeeReasons(['system:dev'])).toBe(true);
    expect(canSeeReasons(['premise:Acme', 'staffing:admin'])).toBe(false);
  });
});

describe('client scopes', () => {
  it('takes the lower-cased scopes of site groups, leaving out admin and dev', () => {
    const codes = [
      'premise:Riverside ',
      'staffing:Hillcrest',
      'premise:admin',
      'system:dev',
      'odd',
    ];
    expect(clientScopesOf(codes)).toEqual(['riverside', 'hillcrest']);
    expect(clientScopesOf(codes, 'premise')).toEqual(['riverside']);
  });

  it('matches client sites by the start of their name, ignoring case', () => {
    expect(isClientInScopes('Riverside Vehicle Assembly', ['riverside'])).toBe(true);
    expect(isClientInScopes('Hillcrest Body & Paint', ['riverside'])).toBe(false);
    expect(isClientInScopes('Anything', [])).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { groupCodesOf, isPremise, isPremiseAdmin, parseGroupCode } from './groups';

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
});

import { describe, expect, it } from 'vitest';
import {
  backgroundCheckValueProblem,
  candidateIdTypeOf,
  canEditBackgroundChecks,
  defaultWorkdayEndpoint,
  isWorkdayObjectType,
  workdayEndpointProblems,
  workdayObjectIdProblem,
} from './workday';

describe('workdayObjectIdProblem', () => {
  it('wants CAND- and 6 or 7 digits, or a WID, for candidates', () => {
    expect(workdayObjectIdProblem('Candidate', 'CAND-123456')).toBeUndefined();
    expect(workdayObjectIdProblem('Candidate', 'CAND-1234567')).toBeUndefined();
    expect(workdayObjectIdProblem('Candidate', 'a'.repeat(32))).toBeUndefined();
    expect(workdayObjectIdProblem('Candidate', 'CAND-12345')).toMatch(/6 or 7 digits/);
    expect(workdayObjectIdProblem('Candidate', 'CAND-12345678')).toMatch(/6 or 7 digits/);
    expect(workdayObjectIdProblem('Candidate', 'A'.repeat(32))).toMatch(/Workday ID/);
    expect(workdayObjectIdProblem('Candidate', undefined)).toMatch(/empty/);
  });

  it('wants an e-mail address for Email and a Workday name for Reference', () => {
    expect(workdayObjectIdProblem('Email', 'ava@example.com')).toBeUndefined();
    expect(workdayObjectIdProblem('Email', 'ava@')).toMatch(/not an e-mail/);
    expect(workdayObjectIdProblem('Reference', 'Recruiting_Stage_ID')).toBeUndefined();
    expect(workdayObjectIdProblem('Reference', 'Stage ID')).toMatch(/Workday name/);
  });

  it('wants only non-empty text of at most 200 characters for worker searches', () => {
    expect(workdayObjectIdProblem('Worker', 'abc')).toBeUndefined();
    expect(workdayObjectIdProblem('Worker', '  ')).toMatch(/empty/);
    expect(workdayObjectIdProblem('Worker', 'x'.repeat(201))).toMatch(/200/);
  });
});

describe('candidateIdTypeOf and isWorkdayObjectType', () => {
  it('looks a WID up by WID and anything else by candidate id', () => {
    expect(candidateIdTypeOf('0123456789abcdef0123456789abcdef')).toBe('WID');
    expect(candidateIdTypeOf('CAND-1234567')).toBe('Candidate_ID');
  });

  it('knows the viewer types and no others', () => {
    expect(isWorkdayObjectType('Candidate')).toBe(true);
    expect(isWorkdayObjectType('PreHire')).toBe(false);
    expect(isWorkdayObjectType('candidate')).toBe(false);
  });
});

describe('backgroundCheckValueProblem', () => {
  it('checks field names, dates and URLs', () => {
    expect(backgroundCheckValueProblem('overallStatus', 'Complete')).toBeUndefined();
    expect(backgroundCheckValueProblem('colour', 'x')).toMatch(/Unknown/);
    expect(backgroundCheckValueProblem('statusDate', '2026-13')).toMatch(/yyyy-mm-dd/);
    expect(backgroundCheckValueProblem('statusDate', '2026-02-03')).toBeUndefined();
    expect(backgroundCheckValueProblem('resultsURL', 'ftp://x')).toMatch(/http/);
    expect(backgroundCheckValueProblem('resultsURL', 'https://x.example/r/1')).toBeUndefined();
  });
});

describe('canEditBackgroundChecks', () => {
  it('needs read, write and a non-production endpoint', () => {
    const ok = { canRead: true, canWrite: true, isProduction: false };
    expect(canEditBackgroundChecks(ok)).toBe(true);
    expect(canEditBackgroundChecks({ ...ok, isProduction: true })).toBe(false);
    expect(canEditBackgroundChecks({ ...ok, canWrite: false })).toBe(false);
    expect(canEditBackgroundChecks({ ...ok, canRead: false })).toBe(false);
  });
});

describe('defaultWorkdayEndpoint', () => {
  it('takes the first readable endpoint, production before test, then by description', () => {
    const e = (description: string, canRead: boolean, isProduction: boolean) => ({
      description,
      canRead,
      isProduction,
      isDefault: false,
    });
    expect(defaultWorkdayEndpoint([e('B test', true, false), e('A test', true, false)])).toEqual(
      e('A test', true, false),
    );
    expect(
      defaultWorkdayEndpoint([e('A test', true, false), e('Z prod', true, true)])?.description,
    ).toBe('Z prod');
    expect(
      defaultWorkdayEndpoint([e('Z prod', false, true), e('A test', true, false)])?.description,
    ).toBe('A test');
    expect(defaultWorkdayEndpoint([e('Z prod', false, true)])).toBeUndefined();
  });

  it('takes the endpoint marked default when it is readable', () => {
    const e = (description: string, canRead: boolean, isDefault: boolean) => ({
      description,
      canRead,
      isProduction: false,
      isDefault,
    });
    expect(
      defaultWorkdayEndpoint([e('A test', true, false), e('B marked', true, true)])?.description,
    ).toBe('B marked');
    expect(
      defaultWorkdayEndpoint([e('A test', true, false), e('B marked', false, true)])?.description,
    ).toBe('A test');
  });
});

describe('workdayEndpointProblems', () => {
  const ok = {
    description: 'Acme sandbox',
    uri: 'https://wd2-impl-services1.workday.com',
    tenant: 'acme_demo',
    isu: 'ISU_Portal',
    clientId: 'abc',
    apiVersion: 'v44.0',
    clientSecret: 's',
    refreshToken: 't',
  };

  it('accepts a complete endpoint, and an edit without new secrets', () => {
    expect(workdayEndpointProblems(ok)).toEqual({});
    expect(workdayEndpointProblems({ ...ok, clientSecret: '', refreshToken: '' }, ok)).toEqual({});
    expect(workdayEndpointProblems({ ...ok, apiVersion: '' })).toEqual({});
  });

  it('asks for the secrets again when an edit changes where they go', () => {
    const kept = { ...ok, clientSecret: '', refreshToken: '' };
    expect(workdayEndpointProblems({ ...kept, uri: 'https://other.workday.com' }, ok)).toEqual({
      clientSecret: 'clientSecret is required when uri changes',
      refreshToken: 'refreshToken is required when uri changes',
    });
    expect(
      workdayEndpointProblems({ ...kept, tenant: 'acme2', clientId: 'x', clientSecret: 's' }, ok),
    ).toEqual({ refreshToken: 'refreshToken is required when tenant, clientId changes' });
    // Spaces around a value are not a change: the form sends it trimmed.
    expect(workdayEndpointProblems({ ...kept, uri: ` ${ok.uri} ` }, ok)).toEqual({});
  });

  it('names each field that is missing or malformed', () => {
    expect(
      workdayEndpointProblems(
        {
          ...ok,
          description: ' ',
          uri: 'ftp://x',
          tenant: 'a b',
          apiVersion: '44',
          clientSecret: '',
          isu: 'x'.repeat(201),
        },
        undefined,
      ),
    ).toEqual({
      description: 'description is required',
      uri: 'uri must be an http or https URL',
      tenant: 'tenant is letters, digits, _, . and - (the tenant name of its Workday URLs)',
      apiVersion: 'apiVersion is like v44.0',
      clientSecret: 'clientSecret is required',
      isu: 'isu is at most 200 characters',
    });
  });
});

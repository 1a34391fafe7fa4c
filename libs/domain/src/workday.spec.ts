import { describe, expect, it } from 'vitest';
import {
  backgroundCheckValueProblem,
  canEditBackgroundChecks,
  workdayObjectIdProblem,
} from './workday';

describe('workdayObjectIdProblem', () => {
  it('wants CAND- and 6 or 7 digits for candidates', () => {
    expect(workdayObjectIdProblem('Candidate', 'CAND-123456')).toBeUndefined();
    expect(workdayObjectIdProblem('Candidate', 'CAND-1234567')).toBeUndefined();
    expect(workdayObjectIdProblem('Candidate', 'CAND-12345')).toMatch(/6 or 7 digits/);
    expect(workdayObjectIdProblem('Candidate', 'CAND-12345678')).toMatch(/6 or 7 digits/);
    expect(workdayObjectIdProblem('Candidate', undefined)).toMatch(/6 or 7 digits/);
  });

  it('wants only non-empty text for other types', () => {
    expect(workdayObjectIdProblem('Worker', 'abc')).toBeUndefined();
    expect(workdayObjectIdProblem('Worker', '  ')).toMatch(/empty/);
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

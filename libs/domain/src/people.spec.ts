import { describe, expect, it } from 'vitest';
import {
  normalizePersonMeta,
  personMetaProblem,
  readablePersonMetas,
  systemPersonMetaProblem,
} from './people';

describe('personMetaProblem', () => {
  it('bounds days notice to whole days 0-365', () => {
    expect(personMetaProblem('days_notice_requested_W1', '0')).toBeUndefined();
    expect(personMetaProblem('days_notice_requested_W1', '365')).toBeUndefined();
    for (const v of ['366', '-1', '1.5', 'soon'])
      expect(personMetaProblem('days_notice_requested_W1', v)).toBe(
        'Days notice must be a whole number from 0 to 365',
      );
  });
  it('takes only the shift preference words', () => {
    for (const v of ['', 'nopreference', 'preferred', 'unable'])
      expect(personMetaProblem('first_shift_preference_W1', v)).toBeUndefined();
    expect(personMetaProblem('second_shift_preference_W1', 'maybe')).toMatch(
      /one of: nopreference, preferred, unable/,
    );
  });
  it('checks dates, phones, e-mails and field names', () => {
    expect(personMetaProblem('availability_date_W1', '2026-12-01')).toBeUndefined();
    expect(personMetaProblem('availability_date_W1', '12/01/2026')).toMatch(/yyyy-mm-dd/);
    expect(personMetaProblem('_Phone_', '555-123-4567')).toBeUndefined();
    expect(personMetaProblem('_Phone_', '12345')).toMatch(/10 digits/);
    expect(personMetaProblem('Email', 'ann@example.com')).toBeUndefined();
    expect(personMetaProblem('Email', 'ann')).toBe('Invalid email');
    expect(personMetaProblem('bad field', 'x')).toMatch(/not a metadata field name/);
    expect(personMetaProblem('COMMENTS', 'x'.repeat(2001))).toMatch(/at most 2000/);
  });
  it('stores phone numbers formatted', () => {
    expect(normalizePersonMeta('_Phone_', '5551234567')).toBe('(555) 123-4567');
    expect(normalizePersonMeta('NAME', 'Ann Lee')).toBe('Ann Lee');
  });
});

describe('system metadata', () => {
  it('refuses the grade caches by name, whatever the case, and nothing else', () => {
    expect(systemPersonMetaProblem('GRADE_CACHE')).toBe(
      'GRADE_CACHE is derived by the match engine and written by the system alone; no user may change it',
    );
    expect(systemPersonMetaProblem('grade_reasons_cache')).toMatch(/^GRADE_REASONS_CACHE is/);
    for (const field of ['COMMENTS', 'Email', 'GRADE', 'GRADE_CACHE_2'])
      expect(systemPersonMetaProblem(field)).toBeUndefined();
  });
  it('shows the reasons to the reasons right only, the grade to everyone', () => {
    const metas = [
      { metadataField: 'Email', stringValue: 'a@example.com' },
      { metadataField: 'GRADE_CACHE', stringValue: 'NG' },
      { metadataField: 'GRADE_REASONS_CACHE', stringValue: 'Lift: 20 kg misses at least 25 kg' },
    ];
    const fields = (codes: string[]) =>
      readablePersonMetas(codes, metas).map((m) => m.metadataField);
    for (const codes of [['staffing:River'], ['recruiter:River'], ['premise:River'], []])
      expect(fields(codes)).toEqual(['Email', 'GRADE_CACHE']);
    for (const codes of [['premise:admin'], ['system:dev']])
      expect(fields(codes)).toEqual(['Email', 'GRADE_CACHE', 'GRADE_REASONS_CACHE']);
  });
});

describe('readablePersonMetas and the medical note', () => {
  const metas = [
    { metadataField: 'MEDICAL', stringValue: 'No lifting' },
    { metadataField: 'Email', stringValue: 'a@example.com' },
  ];
  it('gives the medical note to those who score exams, not to staffing or recruiters', () => {
    const fields = (codes: string[]) =>
      readablePersonMetas(codes, metas).map((m) => m.metadataField);
    expect(fields(['premise:admin'])).toEqual(['MEDICAL', 'Email']);
    expect(fields(['premise:11111111-1111-4111-8111-111111111111'])).toEqual(['MEDICAL', 'Email']);
    expect(fields(['staffing:11111111-1111-4111-8111-111111111111'])).toEqual(['Email']);
    expect(fields(['recruiter:11111111-1111-4111-8111-111111111111'])).toEqual(['Email']);
  });
});

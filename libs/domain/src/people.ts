// Person metadata rules (seed 001 sections 3 and 5), checked by the server and the forms.
import { hasPermission, Permission } from './access';
import { formatPhone } from './format';
import type { GroupCodes } from './groups';
import { DAYS_NOTICE } from './limits';
import { INVALID_EMAIL } from './messages';
import { SHIFT_PREFERENCES } from './status';

/** The metadata fields the product knows; per-application ones end in _{wID}. */
export const PERSON_META = {
  name: 'NAME',
  phone: '_Phone_',
  email: 'Email',
  medical: 'MEDICAL',
  comments: 'COMMENTS',
} as const;

export const PERSON_META_PREFIXES = {
  nepotism: 'nepotism_',
  availabilityDate: 'availability_date_',
  daysNotice: 'days_notice_requested_',
  firstShift: 'first_shift_preference_',
  secondShift: 'second_shift_preference_',
} as const;

/**
 * The metadata the match engine derives (seed 000 names them, decision 0027 says what they hold)
 * and writes alone, inside the recompute that derives them (decision 0038): every user route
 * refuses them, admins included.
 */
export const SYSTEM_PERSON_META = {
  grade: 'GRADE_CACHE',
  gradeReasons: 'GRADE_REASONS_CACHE',
} as const;
export const SYSTEM_PERSON_META_FIELDS: readonly string[] = Object.values(SYSTEM_PERSON_META);

/**
 * The system metadata only callers with the reasons right read: the reasons name measured
 * values ("Grip strength: 20 kg misses ..."), which the reasons report keeps from other roles.
 * The grade itself (OK / NG) is read by everyone who reads the person.
 */
const REASONS_PERSON_META: readonly string[] = [SYSTEM_PERSON_META.gradeReasons];

/**
 * Why a user may not write this field, or undefined when it is no system key. Compared without
 * case, so "grade_cache" is no way around it either.
 */
export function systemPersonMetaProblem(field: string): string | undefined {
  const key = SYSTEM_PERSON_META_FIELDS.find((f) => f.toLowerCase() === field.toLowerCase());
  return key
    ? `${key} is derived by the match engine and written by the system alone; no user may change it`
    : undefined;
}

/** Whether callers of these groups read the match reasons among a person's metadata. */
export function readsGradeReasons(codes: GroupCodes): boolean {
  return hasPermission(codes, Permission.Reasons);
}

/**
 * Whether callers of these groups read a person's medical note: those who score exams (premise
 * staff and admins). Staffing, recruiters and a client's HR people decide placements and hires,
 * and must not hold medical information (decision 0023).
 */
export function readsMedicalNote(codes: GroupCodes): boolean {
  return hasPermission(codes, Permission.ExamWrite);
}

/**
 * A person's metadata as callers of these groups may read it: the reasons only with the reasons
 * right, the medical note only with the right to score exams.
 */
export function readablePersonMetas<T extends { readonly metadataField: string }>(
  codes: GroupCodes,
  metas: readonly T[],
): T[] {
  const readable = readsGradeReasons(codes) ? [...metas] : withoutGradeReasons(metas);
  if (readsMedicalNote(codes)) return readable;
  return readable.filter(
    (m) => m.metadataField.toLowerCase() !== PERSON_META.medical.toLowerCase(),
  );
}

/** A person's metadata less the match reasons: what callers without the reasons right read. */
export function withoutGradeReasons<T extends { readonly metadataField: string }>(
  metas: readonly T[],
): T[] {
  return metas.filter((m) => !REASONS_PERSON_META.includes(m.metadataField));
}

/** A metadata field name: letters, digits, _ and - (a Workday ID after the prefix). */
export const PERSON_META_FIELD_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
export const PERSON_META_VALUE_MAX = 2000;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The problem with a metadata value for a field, or undefined when it may be stored. */
export function personMetaProblem(field: string, value: string): string | undefined {
  if (!PERSON_META_FIELD_PATTERN.test(field))
    return `"${field}" is not a metadata field name (letters, digits, _ and -)`;
  if (value.length > PERSON_META_VALUE_MAX)
    return `${field} must be at most ${PERSON_META_VALUE_MAX} characters`;
  const p = PERSON_META_PREFIXES;
  if (field.startsWith(p.daysNotice)) {
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < DAYS_NOTICE.min || n > DAYS_NOTICE.max)
      return `Days notice must be a whole number from ${DAYS_NOTICE.min} to ${DAYS_NOTICE.max}`;
  }
  if (field.startsWith(p.firstShift) || field.startsWith(p.secondShift)) {
    if (!(SHIFT_PREFERENCES as readonly string[]).includes(value))
      return `A shift preference is one of: ${SHIFT_PREFERENCES.filter((s) => s).join(', ')} (or blank)`;
  }
  if (field.startsWith(p.availabilityDate) && value !== '') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
      return 'An availability date is written yyyy-mm-dd';
  }
  if (
    field === PERSON_META.phone &&
    value !== '' &&
    formatPhone(value) === value &&
    !/^\(\d{3}\) \d{3}-\d{4}$/.test(value)
  )
    return 'A phone number has 10 digits: (ddd) ddd-dddd';
  if (field === PERSON_META.email && value !== '' && !EMAIL_PATTERN.test(value))
    return INVALID_EMAIL;
  return undefined;
}

/** How a value is stored: phone numbers as (ddd) ddd-dddd, everything else as given. */
export function normalizePersonMeta(field: string, value: string): string {
  return field === PERSON_META.phone ? formatPhone(value) : value;
}

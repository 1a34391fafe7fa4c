import { NUMERIC_EXAM_DECIMALS } from './limits';
import { parseNumber, type NumericInput } from './numbers';
import { INFINITY_TEXT, isUnlimited } from './unlimited';

export const PHONE_COUNTRY_CODES = ['USA_1'] as const;
export type PhoneCountryCode = (typeof PHONE_COUNTRY_CODES)[number];
export const DEFAULT_PHONE_COUNTRY_CODE: PhoneCountryCode = 'USA_1';

export const PERCENT_DECIMALS = 2;

/**
 * '(ddd) ddd-dddd' for USA_1 from 10 digits, or 11 digits with the leading country code 1.
 * Anything that cannot be formatted (other lengths, other country codes) is returned as typed,
 * so a foreign or partial number is never lost.
 */
export function formatPhone(
  raw: string | null | undefined,
  countryCode: string = DEFAULT_PHONE_COUNTRY_CODE,
): string {
  if (raw === null || raw === undefined) return '';
  if (countryCode !== 'USA_1') return raw;
  let digits = raw.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return raw;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * Takes a value already in percent units (45.678 -> '45.68'); see formatRatioAsPercent for m/n.
 * The unlimited sentinel and Infinity print as 'Infinity'; a missing value prints as ''.
 */
export function formatPercent(value: NumericInput): string {
  const n = parseNumber(value);
  if (n === null) return '';
  if (isUnlimited(n)) return INFINITY_TEXT;
  if (n === -Infinity) return `-${INFINITY_TEXT}`;
  return toFixedHalfUp(n, PERCENT_DECIMALS);
}

/**
 * A measurement with at most maxDecimals decimals and no trailing zeros (22, 9.9, 12.35), so
 * float noise from unit conversion never shows. Non-numeric text (e.g. 'Neg*') is returned as is.
 */
export function formatMeasurement(value: NumericInput, maxDecimals = 2): string {
  if (value === null || value === undefined) return '';
  const n = parseNumber(value);
  if (n === null) return typeof value === 'string' ? value : '';
  if (isUnlimited(n)) return INFINITY_TEXT;
  if (n === -Infinity) return `-${INFINITY_TEXT}`;
  return String(Number(toFixedHalfUp(n, maxDecimals)));
}

// Numeric exam inputs show one fixed decimal place.
export function formatExamNumber(value: NumericInput): string {
  const n = parseNumber(value);
  if (n === null) return '';
  if (isUnlimited(n)) return INFINITY_TEXT;
  return toFixedHalfUp(n, NUMERIC_EXAM_DECIMALS);
}

// toFixed rounds the binary value, so 1.005 would print 1.00; shifting through decimal
// exponent text rounds the number as written. Tiny and huge values fall back to toFixed.
function toFixedHalfUp(value: number, decimals: number): string {
  const magnitude = String(Math.abs(value));
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15 || magnitude.includes('e')) {
    return value.toFixed(decimals);
  }
  const shifted = Math.round(Number(`${magnitude}e${decimals}`));
  const rounded = Number(`${shifted}e-${decimals}`) * Math.sign(value);
  return (rounded === 0 ? 0 : rounded).toFixed(decimals);
}

/**
 * A calendar day (yyyy-mm-dd) in the reader's words, formatted in UTC so no time zone moves it
 * a day; anything that is not such a day is shown as it came.
 */
export function formatCalendarDay(
  day: string,
  dateStyle: 'long' | 'medium' = 'medium',
  locale?: string,
): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : new Intl.DateTimeFormat(locale, { dateStyle, timeZone: 'UTC' }).format(date);
}

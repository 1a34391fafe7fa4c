import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatExamNumber,
  formatMeasurement,
  formatPercent,
  formatPhone,
} from './format';
import { MAX_DOUBLE } from './unlimited';

describe('formatPhone', () => {
  it('formats 10 digits', () => {
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
  });

  it('strips punctuation and spaces first', () => {
    expect(formatPhone('555.123.4567')).toBe('(555) 123-4567');
    expect(formatPhone(' (555) 123 - 4567 ')).toBe('(555) 123-4567');
  });

  it('drops the country code 1 of 11 digits', () => {
    expect(formatPhone('15551234567')).toBe('(555) 123-4567');
    expect(formatPhone('+1 555-123-4567')).toBe('(555) 123-4567');
  });

  it('returns input it cannot format unchanged', () => {
    expect(formatPhone('25551234567')).toBe('25551234567');
    expect(formatPhone('555-1234')).toBe('555-1234');
    expect(formatPhone('555123456789')).toBe('555123456789');
    expect(formatPhone('call me')).toBe('call me');
    expect(formatPhone('')).toBe('');
  });

  it('gives an empty string for a missing phone', () => {
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });

  it('leaves other country codes alone', () => {
    expect(formatPhone('5551234567', 'USA_1')).toBe('(555) 123-4567');
    expect(formatPhone('5551234567', 'GBR_44')).toBe('5551234567');
  });
});

describe('formatPercent', () => {
  it('shows a percent value with 2 decimals', () => {
    expect(formatPercent(45.678)).toBe('45.68');
    expect(formatPercent(100)).toBe('100.00');
    expect(formatPercent(0)).toBe('0.00');
    expect(formatPercent('12.3')).toBe('12.30');
  });

  it('rounds half up as written, not as stored in binary', () => {
    expect(formatPercent(1.005)).toBe('1.01');
    expect(formatPercent(45.675)).toBe('45.68');
    expect(formatPercent(-1.005)).toBe('-1.01');
    expect(formatPercent(-0.001)).toBe('0.00');
  });

  it('shows the unlimited sentinel and Infinity as Infinity', () => {
    expect(formatPercent(MAX_DOUBLE)).toBe('Infinity');
    expect(formatPercent('1.7976931348623157E308')).toBe('Infinity');
    expect(formatPercent(Infinity)).toBe('Infinity');
    expect(formatPercent(-Infinity)).toBe('-Infinity');
  });

  it('keeps very small and very large finite values readable', () => {
    expect(formatPercent(1e-7)).toBe('0.00');
    expect(formatPercent(1e20)).toBe('100000000000000000000.00');
  });

  it('shows nothing for a missing value', () => {
    expect(formatPercent(null)).toBe('');
    expect(formatPercent('')).toBe('');
    expect(formatPercent('x')).toBe('');
  });
});

describe('formatMeasurement', () => {
  it('hides float noise and trailing zeros', () => {
    expect(formatMeasurement(10 * 2.2)).toBe('22');
    expect(formatMeasurement(4.5 * 2.2)).toBe('9.9');
    expect(formatMeasurement(12.345)).toBe('12.35');
    expect(formatMeasurement(12.345, 1)).toBe('12.3');
    expect(formatMeasurement(0)).toBe('0');
  });

  it('shows the unlimited sentinel as Infinity', () => {
    expect(formatMeasurement(MAX_DOUBLE)).toBe('Infinity');
    expect(formatMeasurement('1.7976931348623157E308')).toBe('Infinity');
  });

  it('passes non-numeric text through and shows nothing for missing', () => {
    expect(formatMeasurement('Neg*')).toBe('Neg*');
    expect(formatMeasurement(null)).toBe('');
    expect(formatMeasurement(undefined)).toBe('');
  });
});

describe('formatExamNumber', () => {
  it('shows exactly one decimal place', () => {
    expect(formatExamNumber(12)).toBe('12.0');
    expect(formatExamNumber(12.25)).toBe('12.3');
    expect(formatExamNumber('-1')).toBe('-1.0');
    expect(formatExamNumber('')).toBe('');
  });
});

describe('formatCalendarDay', () => {
  it('shows the day itself in any time zone and passes anything else through', () => {
    expect(formatCalendarDay('2026-11-25', 'long', 'en-US')).toBe('November 25, 2026');
    expect(formatCalendarDay('2026-01-01', 'medium', 'en-GB')).toBe('1 Jan 2026');
    expect(formatCalendarDay('soon')).toBe('soon');
  });
});

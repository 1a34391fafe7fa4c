import { describe, expect, it } from 'vitest';
import {
  LEGACY_FIELD_FORMATS,
  pdaFieldValueProblem,
  type PdaFieldFormat,
} from './pda-field-formats';

const ok = (format: PdaFieldFormat, value: string) =>
  pdaFieldValueProblem(format, value) === undefined;

describe('PDA field formats', () => {
  it('number and int take digits only', () => {
    expect(ok('number', '120')).toBe(true);
    expect(ok('int', '')).toBe(true);
    for (const bad of ['12a', '1.5', '-3', ' 1', '<script>']) expect(ok('number', bad)).toBe(false);
  });

  it("constant-rarely takes 'Rarely' or empty", () => {
    expect(ok('constant-rarely', 'Rarely')).toBe(true);
    expect(ok('constant-rarely', '')).toBe(true);
    expect(ok('constant-rarely', 'rarely')).toBe(false);
  });

  it('frequency takes the five words or empty; frequency-plus a word then text', () => {
    for (const word of ['Constantly', 'Frequently', 'Infrequently', 'Occasionally', 'Rarely'])
      expect(ok('frequency', word)).toBe(true);
    expect(ok('frequency', 'Often')).toBe(false);
    expect(ok('frequency-plus', 'Occasionally when the line stops')).toBe(true);
    expect(ok('frequency-plus', 'Frequently')).toBe(true);
    expect(ok('frequency-plus', 'Sometimes maybe')).toBe(false);
  });

  it("pounds takes a number with lbs, 'Neg*', 0 or empty", () => {
    for (const good of ['25lbs', '25 lbs', '2.5lbs', 'Neg*', '0', ''])
      expect(ok('pounds', good)).toBe(true);
    for (const bad of ['25', 'lbs', '25kg', 'Neg']) expect(ok('pounds', bad)).toBe(false);
  });

  it('inches takes a number with a double quote, or empty; blank must be empty; yes-no Y or N', () => {
    expect(ok('inches', '36"')).toBe(true);
    expect(ok('inches', '36')).toBe(false);
    expect(ok('blank', '')).toBe(true);
    expect(ok('blank', 'x')).toBe(false);
    expect(ok('yes-no', 'Y')).toBe(true);
    expect(ok('yes-no', 'yes')).toBe(false);
  });

  it('says what a format expects', () => {
    expect(pdaFieldValueProblem('pounds', 'heavy')).toBe(
      "Expected a number followed by lbs, 'Neg*', 0, or empty",
    );
  });

  it('maps the nine legacy codes to formats', () => {
    expect(Object.keys(LEGACY_FIELD_FORMATS)).toHaveLength(9);
  });
});

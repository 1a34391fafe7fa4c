import { describe, expect, it } from 'vitest';
import {
  PASSWORD_SYMBOLS,
  passwordChecklist,
  passwordStrength,
  type PasswordRule,
} from './checklist';

function unmet(password: string): PasswordRule[] {
  return passwordChecklist(password)
    .filter((item) => !item.met)
    .map((item) => item.rule);
}

describe(passwordChecklist.name, () => {
  it('lists the five seed rules in order, with labels a person can read', () => {
    expect(passwordChecklist('')).toEqual([
      { rule: 'length', label: 'At least 8 characters', met: false },
      { rule: 'digit', label: 'A digit', met: false },
      { rule: 'lowercase', label: 'A lowercase letter', met: false },
      { rule: 'uppercase', label: 'An uppercase letter', met: false },
      { rule: 'symbol', label: `One special symbol: ${PASSWORD_SYMBOLS}`, met: false },
    ]);
  });

  it('meets every rule for Password1!', () => {
    expect(unmet('Password1!')).toEqual([]);
  });

  it('needs 8 characters: 7 is too few, 8 is enough', () => {
    expect(unmet('Abcde1!')).toEqual(['length']);
    expect(unmet('Abcdef1!')).toEqual([]);
  });

  it('counts characters as a person sees them', () => {
    expect(unmet('Ab1!😀😀😀')).toEqual(['length']);
    expect(unmet('Ab1!😀😀😀😀')).toEqual([]);
  });

  it.each<[string, PasswordRule]>([
    ['Password!!', 'digit'],
    ['PASSWORD1!', 'lowercase'],
    ['password1!', 'uppercase'],
    ['Password12', 'symbol'],
  ])('%s misses only the %s rule', (password, rule) => {
    expect(unmet(password)).toEqual([rule]);
  });

  it('accepts each symbol of the set', () => {
    for (const symbol of PASSWORD_SYMBOLS) expect(unmet(`Abcdefg1${symbol}`)).toEqual([]);
  });

  it.each([' ', '"', "'", '\\', '`', '|', '<', '>', 'é'])(
    'does not count %j as a special symbol',
    (char) => {
      expect(unmet(`Abcdefg1${char}`)).toEqual(['symbol']);
    },
  );

  it('does not count non-ASCII letters and digits as letters or digits', () => {
    expect(unmet('ÉÉÉÉéééé!')).toEqual(['digit', 'lowercase', 'uppercase']);
    expect(unmet('Abcdefg!٣')).toEqual(['digit']);
  });
});

describe(passwordStrength.name, () => {
  it('is 0 for an empty password and 1 for one that meets every rule', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('Password1!')).toBe(1);
  });

  it('is the share of rules met', () => {
    expect(passwordStrength('a')).toBe(0.2);
    expect(passwordStrength('aB')).toBe(0.4);
    expect(passwordStrength('aB1')).toBe(0.6);
    expect(passwordStrength('aB1!')).toBe(0.8);
  });

  it('keeps a common password short of full strength even when it meets every rule', () => {
    expect(unmet('Sasha_007')).toEqual([]);
    expect(passwordStrength('Sasha_007')).toBe(0.8);
  });

  it('does not lower a common password that is already weak', () => {
    expect(passwordStrength('password')).toBe(0.4);
    expect(passwordStrength('123456')).toBe(0.2);
  });
});

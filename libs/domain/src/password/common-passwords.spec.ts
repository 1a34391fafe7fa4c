import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.generated';

describe(isCommonPassword.name, () => {
  it('knows the list has 10,000 entries', () => {
    expect(COMMON_PASSWORDS_TEXT.split('\n')).toHaveLength(10_000);
  });

  it.each(['123456', 'password', 'qwerty', 'trustno1', 'brady'])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it('ignores case', () => {
    expect(isCommonPassword('Password')).toBe(true);
    expect(isCommonPassword('PASSWORD1')).toBe(true);
    expect(isCommonPassword('Sasha_007')).toBe(true);
  });

  it('accepts passwords that are not on the list', () => {
    expect(isCommonPassword('Password1!')).toBe(false);
    expect(isCommonPassword('Maplecedar#482')).toBe(false);
    expect(isCommonPassword('')).toBe(false);
  });

  it('does not match part of an entry or an entry with spaces around it', () => {
    expect(isCommonPassword('trustno')).toBe(false);
    expect(isCommonPassword(' password')).toBe(false);
  });
});

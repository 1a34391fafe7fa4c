import { COMMON_PASSWORDS_TEXT } from './common-passwords.generated';

let commonPasswords: ReadonlySet<string> | undefined;

// Built on first use: splitting 10,000 lines costs a few milliseconds nobody should pay at import.
function commonPasswordSet(): ReadonlySet<string> {
  commonPasswords ??= new Set(COMMON_PASSWORDS_TEXT.split('\n').map((p) => p.toLowerCase()));
  return commonPasswords;
}

/**
 * One of the 10,000 most common passwords, ignoring case: 'Password1' is as guessable as
 * 'password1', because guessing tools try capitalised variants first.
 */
export function isCommonPassword(password: string): boolean {
  return commonPasswordSet().has(password.toLowerCase());
}

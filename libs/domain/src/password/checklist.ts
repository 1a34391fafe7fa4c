import { PASSWORD_MIN_LENGTH } from '../limits';
import { isCommonPassword } from './common-passwords';

/**
 * The seed's "one special symbol from a fixed set". Every ASCII punctuation sign that is easy to
 * type on common keyboard layouts; quotes, backslash, backtick, pipe and angle brackets are left
 * out because they are awkward in shells, URLs and some password managers.
 */
export const PASSWORD_SYMBOLS = '!@#$%^&*()-_=+[]{};:,.?/~';

export type PasswordRule = 'length' | 'digit' | 'lowercase' | 'uppercase' | 'symbol';

export interface PasswordChecklistItem {
  readonly rule: PasswordRule;
  readonly label: string;
  readonly met: boolean;
}

const RULES: ReadonlyArray<{
  rule: PasswordRule;
  label: string;
  test: (password: string) => boolean;
}> = [
  {
    rule: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    // Counted in code points, so an emoji is one character as the person sees it.
    test: (p) => [...p].length >= PASSWORD_MIN_LENGTH,
  },
  { rule: 'digit', label: 'A digit', test: (p) => /[0-9]/.test(p) },
  { rule: 'lowercase', label: 'A lowercase letter', test: (p) => /[a-z]/.test(p) },
  { rule: 'uppercase', label: 'An uppercase letter', test: (p) => /[A-Z]/.test(p) },
  {
    rule: 'symbol',
    label: `One special symbol: ${PASSWORD_SYMBOLS}`,
    test: (p) => [...p].some((c) => PASSWORD_SYMBOLS.includes(c)),
  },
];

/** The reset page's checklist, in the seed's order. */
export function passwordChecklist(password: string): PasswordChecklistItem[] {
  return RULES.map(({ rule, label, test }) => ({ rule, label, met: test(password) }));
}

/**
 * 0..1: the share of checklist items met. A common password never reaches 1 even when it meets
 * every item ('Sasha_007' does): it stays one step short, so the bar shows it is not good enough.
 */
export function passwordStrength(password: string): number {
  const items = passwordChecklist(password);
  const met = items.filter((item) => item.met).length;
  const cap = isCommonPassword(password) ? items.length - 1 : items.length;
  return Math.min(met, cap) / items.length;
}

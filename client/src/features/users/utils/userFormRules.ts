import { USER_CODE_PATTERN } from '@domain/rules';
import { FIRST_NAME_REQUIRED, INVALID_EMAIL, LAST_NAME_REQUIRED } from '@domain/messages';

export interface UserFormValues {
  userCode: string;
  emailAddress: string;
  firstName: string;
  lastName: string;
  securityGroupCodes: string[];
}

export type UserFormField = Exclude<keyof UserFormValues, 'securityGroupCodes'>;
export type UserFormErrors = Partial<Record<UserFormField, string>>;

// The seed's "text, @, text, dot, text"; the server's stricter check answers in the dialog.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// The server's rule for sign-in names is USER_CODE_PATTERN (libs/domain), message ours.
export const INVALID_USERNAME = 'Letters, digits and . _ @ - only (2 to 100 characters)';

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

export function validateUserForm(values: UserFormValues): UserFormErrors {
  const errors: UserFormErrors = {};
  const userCode = values.userCode.trim();
  if (userCode && !USER_CODE_PATTERN.test(userCode)) errors.userCode = INVALID_USERNAME;
  if (!isValidEmail(values.emailAddress)) errors.emailAddress = INVALID_EMAIL;
  if (!values.firstName.trim()) errors.firstName = FIRST_NAME_REQUIRED;
  if (!values.lastName.trim()) errors.lastName = LAST_NAME_REQUIRED;
  return errors;
}

function capitalise(part: string): string {
  // Each piece of a double name: mary-ann becomes Mary-Ann.
  return part
    .split('-')
    .map((piece) => piece.charAt(0).toUpperCase() + piece.slice(1).toLowerCase())
    .join('-');
}

/** 'jane.doe@example.com' gives Jane and Doe; any other shape gives nothing. */
export function namesFromEmail(email: string): { firstName: string; lastName: string } | null {
  const match = /^([^\s@.]+)\.([^\s@.]+)@/.exec(email.trim());
  if (!match) return null;
  return { firstName: capitalise(match[1]), lastName: capitalise(match[2]) };
}

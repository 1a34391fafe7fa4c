// User-facing texts. Quoted ones are the seeds' words and must not be reworded; the ones marked
// "ours" fill in places where the seeds describe a message without quoting it.

// Shell and connection
export const LOADING = '(Loading)';
export const NOTHING_FOUND = 'Nothing found';
export const CONNECTING_TO_SERVER = 'Connecting to Server...';
// Two spaces after the full stop, as in the seed.
export const CONNECTION_LOST = 'Connection to Server Lost.  Reconnecting...';
export const NO_ACCESS_MESSAGE = "You do not have access to any of the product's applications.";
// ours
export const CONTACT_ADMINISTRATOR = 'Please contact your administrator.';

// Sign-in and password recovery
export const INCORRECT_USERNAME_PASSWORD = 'Incorrect Username/Password';
export const PASSWORDS_MUST_MATCH = 'Passwords must be the same';
export const RESET_REQUEST_FAILED = 'Reset Request Failed';
// ours
export const RESET_REQUEST_FAILED_ADVICE =
  'Please try again later or contact your system administrator.';
// ours: neutral on purpose, so the page does not reveal whether an account exists.
export const FORGOT_PASSWORD_SENT =
  'If an active account exists for that e-mail address, a password reset e-mail has been sent.';

// Organisation tree and PDAs
export const NODE_NOT_FOUND = 'Node not found';
export const NO_TAKT_TIME = '(no takt time)';
export const UNKNOWN_CAPABILITY = '(UNKNOWN CAP)';
export const TBD_PREFIX = 'TBD: ';

// Shown for a value that matches none of a capability's subjective values.
export function tbd(value: string | number): string {
  return `${TBD_PREFIX}${value}`;
}

// Transport
export const RESPONSE_DATA_IS_STRING = 'response.data is a string, not an object';

// Classes and kanbans
export const KANBAN_UPDATE_ERROR = 'Error updating kanban. Please try again.';
export const KANBAN_VALUE_NOT_ECHOED =
  "Couldn't update kanban. Are you trying to set the value to be too low?";
export const SOMETHING_BAD_HAPPENED = 'Something bad just happened...';

// Users
export const INVALID_EMAIL = 'Invalid email';
export const FIRST_NAME_REQUIRED = 'First name required';
export const LAST_NAME_REQUIRED = 'Last name required';

// Exams
export const EXAM_FINALIZED = 'Exam Finalized';
export const EXAM_UNFINALIZED = 'Exam Unfinalized';
export const EXAM_WITHDRAWN = 'Exam Withdrawn';
// A no-show is announced under the 'Exam Finalized' title.
export const EXAM_NO_SHOW_TITLE = EXAM_FINALIZED;
export const EXAM_NO_SHOW_MESSAGE = 'Exam has been marked as a no-show.';
// ours
export const REQUIRED_FIELD = 'Required';

// HR system viewer (both ours)
export const INVALID_OBJECT_ID = 'Please enter a valid Object ID.';
export const HR_OBJECT_TYPE_NO_ACCESS =
  'You do not have access to this object type. Please contact your administrator.';

// General
export const GENERIC_ERROR = 'An error has occurred';
export const ERROR_PREFIX = 'Error: ';

// Background-check failures and class-detail load failures are shown as 'Error: ' + detail.
export function errorText(detail: unknown): string {
  if (detail instanceof Error) return `${ERROR_PREFIX}${detail.message}`;
  if (typeof detail === 'string') return `${ERROR_PREFIX}${detail}`;
  return `${ERROR_PREFIX}${safeStringify(detail)}`;
}

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

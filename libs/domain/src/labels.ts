// Button, menu, heading and column texts. Quoted in the seeds unless marked "ours".

export const SIGN_IN_WITH_MICROSOFT = 'Sign In with Microsoft';
export const FORGOT_PASSWORD_LINK = 'Forgot password?';
export const RESET_PASSWORD_BUTTON = 'Reset password';

export const ORG_CHART_ACTIONS = 'Org Chart Actions';
export const CREATE_CLIENT_SITE = 'Create Client Site';
// Disable, Enable and Delete are the seed's; the rest are ours.
export const NODE_ACTION_LABELS = {
  rename: 'Rename',
  createChild: 'Create Child',
  createPda: 'Create PDA',
  move: 'Move',
  disable: 'Disable',
  enable: 'Enable',
  delete: 'Delete',
  createClientSite: CREATE_CLIENT_SITE,
  setTimeZone: 'Set Time Zone',
  bulkPdaReport: 'Bulk PDA Report',
} as const;
export type NodeAction = keyof typeof NODE_ACTION_LABELS;

export const PDA_TABS = [
  'Summary',
  'Elements',
  'Attachments',
  'Tools',
  'Objects',
  'Fields',
] as const;
export type PdaTab = (typeof PDA_TABS)[number];

const NEW_HIRE_CLASS_SUFFIX = ' New Hire Class';

// The new-class form proposes the pool's name plus the suffix.
export function defaultClassDescription(poolDescription: string): string {
  return `${poolDescription}${NEW_HIRE_CLASS_SUFFIX}`;
}

export const LOGOUT = 'Logout';

// Rules of the HR system (Workday) integration shared by server and client (seed 001
// sections 3, 5 and 6, decision 0013).

/** Seed 001 section 5: an HR candidate id is CAND- and 6 or 7 digits. */
export const CANDIDATE_ID_PATTERN = /^CAND-\d{6,7}$/;

/** The ID types a candidate may be looked up by: its candidate id or its Workday ID. */
export const CANDIDATE_ID_TYPES = ['Candidate_ID', 'WID'] as const;
export type CandidateIdType = (typeof CANDIDATE_ID_TYPES)[number];

/** A Workday ID: 32 lower-case hex digits. */
export const WID_PATTERN = /^[0-9a-f]{32}$/;

/** The object types the viewer (/integrations/workday/:endpoint/:type/:id) can show. */
export const WORKDAY_OBJECT_TYPES = ['Candidate', 'Worker', 'PreHire', 'Reference'] as const;
export type WorkdayObjectType = (typeof WORKDAY_OBJECT_TYPES)[number];

/** The background check fields one PATCH may set; resultsURL travels base64-encoded. */
export const BACKGROUND_CHECK_FIELDS = [
  'overallStatus',
  'packageStatus',
  'packageComment',
  'resultsURL',
  'statusDate',
] as const;
export type BackgroundCheckField = (typeof BACKGROUND_CHECK_FIELDS)[number];

/** Why an object id is not valid for its type; undefined when it is. */
export function workdayObjectIdProblem(type: string, id: string | undefined): string | undefined {
  const value = (id ?? '').trim();
  if (type === 'Candidate' && !CANDIDATE_ID_PATTERN.test(value))
    return 'A candidate id is CAND- followed by 6 or 7 digits';
  if (value === '') return 'The object id must not be empty';
  return undefined;
}

/** Why a value cannot be stored in a background check field; undefined when it can. */
export function backgroundCheckValueProblem(field: string, value: string): string | undefined {
  if (!(BACKGROUND_CHECK_FIELDS as readonly string[]).includes(field))
    return `Unknown background check field "${field}" (one of ${BACKGROUND_CHECK_FIELDS.join(', ')})`;
  if (value.length > 2000) return `${field} holds at most 2000 characters`;
  if (field === 'statusDate' && !/^\d{4}-\d{2}-\d{2}$/.test(value))
    return 'statusDate is a date yyyy-mm-dd';
  if (field === 'resultsURL' && value !== '' && !/^https?:\/\/\S+$/.test(value))
    return 'resultsURL is an http(s) URL';
  return undefined;
}

/** Who may edit a background check on an endpoint (seed 001 section 6). */
export function canEditBackgroundChecks(endpoint: {
  canRead: boolean;
  canWrite: boolean;
  isProduction: boolean;
}): boolean {
  return endpoint.canRead && endpoint.canWrite && !endpoint.isProduction;
}

/** Bounds of an HR endpoint's fields (the workday_endpoints columns), for its form and API. */
export const WORKDAY_ENDPOINT_LIMITS = {
  description: 200,
  uri: 500,
  tenant: 100,
  isu: 200,
  clientId: 200,
  /** Client secrets and refresh tokens; Workday's are well under this. */
  secret: 2000,
} as const;

/** A Workday tenant name as it appears in its URLs (acme_demo, acme1, acme.impl). */
export const WORKDAY_TENANT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

/** A web service version, e.g. v44.0 (the SOAP calls' path segment). */
export const WORKDAY_API_VERSION_PATTERN = /^v\d{1,3}(\.\d{1,2})?$/;

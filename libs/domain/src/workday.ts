// Rules of the HR system (Workday) integration shared by server and client (seed 001
// sections 3, 5 and 6, decision 0013).

/** Seed 001 section 5: an HR candidate id is CAND- and 6 or 7 digits. */
export const CANDIDATE_ID_PATTERN = /^CAND-\d{6,7}$/;

/** The ID types a candidate may be looked up by: its candidate id or its Workday ID. */
export const CANDIDATE_ID_TYPES = ['Candidate_ID', 'WID'] as const;
export type CandidateIdType = (typeof CANDIDATE_ID_TYPES)[number];

/** A Workday ID: 32 lower-case hex digits. */
export const WID_PATTERN = /^[0-9a-f]{32}$/;

/**
 * The object types the viewer (/integrations/workday/:endpoint/:type/:id) can show, each with
 * what its object id is: a candidate by its id or WID, workers by a search text, the
 * candidates holding an e-mail address, and the reference IDs of a type.
 */
export const WORKDAY_OBJECT_TYPES = ['Candidate', 'Worker', 'Email', 'Reference'] as const;
export type WorkdayObjectType = (typeof WORKDAY_OBJECT_TYPES)[number];

export function isWorkdayObjectType(type: string): type is WorkdayObjectType {
  return (WORKDAY_OBJECT_TYPES as readonly string[]).includes(type);
}

/** The ID type a candidate object id is looked up by: a WID, otherwise its candidate id. */
export function candidateIdTypeOf(id: string): CandidateIdType {
  return WID_PATTERN.test(id) ? 'WID' : 'Candidate_ID';
}

/** Workday's names for reference ID types, such as Recruiting_Stage_ID. */
export const REFERENCE_ID_TYPE_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,99}$/;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why an object id is not valid for its type; undefined when it is. */
export function workdayObjectIdProblem(type: string, id: string | undefined): string | undefined {
  const value = (id ?? '').trim();
  if (value === '') return 'The object id must not be empty';
  if (type === 'Candidate' && !CANDIDATE_ID_PATTERN.test(value) && !WID_PATTERN.test(value))
    return 'A candidate is CAND- followed by 6 or 7 digits, or its Workday ID (32 hexadecimal digits)';
  if (type === 'Email' && !EMAIL_PATTERN.test(value)) return `"${value}" is not an e-mail address`;
  if (type === 'Reference' && !REFERENCE_ID_TYPE_PATTERN.test(value))
    return 'A reference ID type is a Workday name such as Recruiting_Stage_ID';
  if (value.length > 200) return 'The object id holds at most 200 characters';
  return undefined;
}

/** The background check fields one PATCH may set; resultsURL travels base64-encoded. */
export const BACKGROUND_CHECK_FIELDS = [
  'overallStatus',
  'packageStatus',
  'packageComment',
  'resultsURL',
  'statusDate',
] as const;
export type BackgroundCheckField = (typeof BACKGROUND_CHECK_FIELDS)[number];

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

/**
 * The endpoint the viewer opens when none is named: the one an admin marked default (the
 * server reads a person's HR data from it) if it is readable, else the first readable one,
 * production before test, then by description.
 */
export function defaultWorkdayEndpoint<
  E extends { canRead: boolean; isProduction: boolean; isDefault: boolean; description: string },
>(endpoints: readonly E[]): E | undefined {
  const marked = endpoints.find((e) => e.isDefault && e.canRead);
  if (marked) return marked;
  return endpoints
    .filter((e) => e.canRead)
    .sort(
      (a, b) =>
        Number(b.isProduction) - Number(a.isProduction) ||
        a.description.localeCompare(b.description),
    )[0];
}

/** How many workers the viewer's search asks for (the path allows 1 to 100). */
export const WORKER_SEARCH_LIMIT = 25;

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

/** The text fields of an HR endpoint's form; the secrets are write-only. */
export type WorkdayEndpointText = {
  description: string;
  uri: string;
  tenant: string;
  isu: string;
  clientId: string;
  apiVersion: string;
  clientSecret: string;
  refreshToken: string;
};

/** Where an endpoint's secrets go: a change of any needs them typed again. */
export const WORKDAY_ADDRESS_FIELDS = ['uri', 'tenant', 'clientId'] as const;
export type WorkdayEndpointAddress = Pick<
  WorkdayEndpointText,
  (typeof WORKDAY_ADDRESS_FIELDS)[number]
>;

/** The address fields an edit changes (trimmed, as they are sent); none for a new endpoint. */
export function workdayAddressChanges(
  v: WorkdayEndpointText,
  stored: WorkdayEndpointAddress | undefined,
): (typeof WORKDAY_ADDRESS_FIELDS)[number][] {
  return stored ? WORKDAY_ADDRESS_FIELDS.filter((f) => v[f].trim() !== stored[f]) : [];
}

/**
 * What is wrong with an HR endpoint's fields, per field (the server's checks, so the form names
 * them before saving). A new endpoint (no `stored` one) needs its secret and token; an edit
 * keeps them when empty, unless it changes the uri, tenant or client id: the stored secrets are
 * never sent to a new address, so they must be typed again.
 */
export function workdayEndpointProblems(
  v: WorkdayEndpointText,
  stored?: WorkdayEndpointAddress,
): Partial<Record<keyof WorkdayEndpointText, string>> {
  const problems: Partial<Record<keyof WorkdayEndpointText, string>> = {};
  const L = WORKDAY_ENDPOINT_LIMITS;
  const limits: [keyof WorkdayEndpointText, number][] = [
    ['description', L.description],
    ['uri', L.uri],
    ['tenant', L.tenant],
    ['isu', L.isu],
    ['clientId', L.clientId],
  ];
  for (const [field, max] of limits) {
    const value = v[field].trim();
    if (value === '') problems[field] = `${field} is required`;
    else if (value.length > max) problems[field] = `${field} is at most ${max} characters`;
  }
  if (!problems.uri && !/^https?:\/\/[^\s/]+\S*$/i.test(v.uri.trim()))
    problems.uri = 'uri must be an http or https URL';
  if (!problems.tenant && !WORKDAY_TENANT_PATTERN.test(v.tenant.trim()))
    problems.tenant = 'tenant is letters, digits, _, . and - (the tenant name of its Workday URLs)';
  if (v.apiVersion.trim() !== '' && !WORKDAY_API_VERSION_PATTERN.test(v.apiVersion.trim()))
    problems.apiVersion = 'apiVersion is like v44.0';
  const moved = workdayAddressChanges(v, stored);
  for (const field of ['clientSecret', 'refreshToken'] as const) {
    if (!stored && v[field] === '') problems[field] = `${field} is required`;
    else if (moved.length && v[field] === '')
      problems[field] = `${field} is required when ${moved.join(', ')} changes`;
    else if (v[field].length > L.secret)
      problems[field] = `${field} is at most ${L.secret} characters`;
  }
  return problems;
}

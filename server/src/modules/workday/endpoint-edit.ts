import { createHash } from 'node:crypto';
import type { UpdateWorkdayEndpointDto } from './dto/workday-endpoint-input.dto';
import type { WorkdayEndpoint } from './entities/workday-endpoint.entity';
import { WorkdayErrorCode, WorkdayException } from './workday.exceptions';

/** The fields an edit may change besides the secrets, audited with their values. */
export const PLAIN_FIELDS = [
  'description',
  'uri',
  'tenant',
  'isu',
  'clientId',
  'apiVersion',
  'canRead',
  'canWrite',
  'isProduction',
  'isDefault',
] as const;
export type PlainField = (typeof PLAIN_FIELDS)[number];
export const SECRET_FIELDS = ['clientSecret', 'refreshToken'] as const;
/** Where the secrets go: changing any of these needs the secrets typed again (decision 0013). */
const ADDRESS_FIELDS = ['uri', 'tenant', 'clientId'] as const;

export interface EndpointEdit {
  /** The plain fields that differ from the stored ones. */
  changes: Partial<Pick<WorkdayEndpoint, PlainField>>;
  /** The audit entry's values: the plain fields before and after, never a secret. */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** Which secrets were typed again (to be sealed anew); only their names are audited. */
  secretsChanged: (typeof SECRET_FIELDS)[number][];
}

/** Refuses an edit naming nothing or setting a field to null, before anything is read. */
export function checkEditInput(input: UpdateWorkdayEndpointDto): void {
  const given = Object.entries(input).filter(([, v]) => v !== undefined);
  const nulls = given.filter(([, v]) => v === null).map(([k]) => k);
  if (nulls.length)
    throw new WorkdayException(
      WorkdayErrorCode.BadValue,
      `${nulls.join(', ')} cannot be null: leave a field out to keep it`,
    );
  if (given.length === 0)
    throw new WorkdayException(WorkdayErrorCode.BadValue, 'Name at least one field to change');
}

/**
 * What an edit changes of the stored endpoint. The stored secrets were given for one address:
 * an edit that moves the endpoint (uri, tenant, client id) must type both secrets again, or
 * they would be sent to a host they were not meant for.
 */
export function planEndpointEdit(
  current: Pick<WorkdayEndpoint, PlainField>,
  input: UpdateWorkdayEndpointDto,
): EndpointEdit {
  const changes: Partial<Pick<WorkdayEndpoint, PlainField>> = {};
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const field of PLAIN_FIELDS) {
    const value = input[field];
    if (value === undefined || value === current[field]) continue;
    Object.assign(changes, { [field]: value });
    before[field] = current[field];
    after[field] = value;
  }
  const moved = ADDRESS_FIELDS.filter((f) => f in changes);
  const missing = SECRET_FIELDS.filter((f) => input[f] === undefined);
  if (moved.length && missing.length)
    throw new WorkdayException(
      WorkdayErrorCode.BadValue,
      `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} required when ${moved.join(', ')} changes: the stored secrets are not sent to a new address`,
      { missing, changed: moved },
    );
  const secretsChanged = SECRET_FIELDS.filter((f) => input[f] !== undefined);
  return { changes, before, after, secretsChanged };
}

/** The plain fields of a row, as the audit records them (never a secret). */
export const plain = (row: Pick<WorkdayEndpoint, PlainField>) =>
  Object.fromEntries(PLAIN_FIELDS.map((f) => [f, row[f]]));

/**
 * What an access token is granted for, as stored: a change to any of these (a secret saved again
 * is sealed anew) makes the cached token worthless, on every instance.
 */
export const credentialsOf = (e: WorkdayEndpoint): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        e.uri,
        e.tenant,
        e.clientId,
        e.clientSecretEncrypted,
        e.refreshTokenEncrypted,
      ]),
    )
    .digest('base64url');

import { describe, expect, it } from 'vitest';
import { checkEditInput, planEndpointEdit } from './endpoint-edit';
import { WorkdayErrorCode, WorkdayException } from './workday.exceptions';

const stored = {
  description: 'Acme production',
  uri: 'https://wd5.myworkday.com',
  tenant: 'acme',
  isu: 'ISU_Portal',
  clientId: 'client-1',
  apiVersion: 'v45.0',
  canRead: true,
  canWrite: false,
  isProduction: true,
  isDefault: false,
};

/** The thrown exception's code and message, for the refusals. */
function refusal(work: () => unknown): { code: string; message: string } {
  try {
    work();
  } catch (error) {
    const { code, message } = error as WorkdayException;
    return { code, message };
  }
  throw new Error('no refusal');
}

describe(planEndpointEdit.name, () => {
  it('changes only the fields that differ, audits their values and keeps the secrets', () => {
    const plan = planEndpointEdit(stored, { description: 'Acme', canWrite: false, isu: 'ISU_2' });
    expect(plan.changes).toEqual({ description: 'Acme', isu: 'ISU_2' });
    expect(plan.before).toEqual({ description: 'Acme production', isu: 'ISU_Portal' });
    expect(plan.after).toEqual({ description: 'Acme', isu: 'ISU_2' });
    expect(plan.secretsChanged).toEqual([]);
  });

  it('names a typed secret as changed without putting its value in the audit', () => {
    const plan = planEndpointEdit(stored, { clientSecret: 's3cret' });
    expect(plan.secretsChanged).toEqual(['clientSecret']);
    expect(JSON.stringify([plan.changes, plan.before, plan.after])).not.toContain('s3cret');
  });

  it.each([
    ['uri', { uri: 'https://wd3.myworkday.com' }, 'uri'],
    ['tenant', { tenant: 'other' }, 'tenant'],
    ['client id', { clientId: 'client-2' }, 'clientId'],
  ])('refuses a new %s unless both secrets are typed again', (_name, move, field) => {
    expect(refusal(() => planEndpointEdit(stored, move))).toEqual({
      code: WorkdayErrorCode.BadValue,
      message: `clientSecret and refreshToken are required when ${field} changes: the stored secrets are not sent to a new address`,
    });
    expect(
      refusal(() => planEndpointEdit(stored, { ...move, clientSecret: 'new' })).message,
    ).toMatch(/^refreshToken is required when/);
    const plan = planEndpointEdit(stored, { ...move, clientSecret: 'a', refreshToken: 'b' });
    expect(plan.secretsChanged).toEqual(['clientSecret', 'refreshToken']);
  });

  it('lets the address be given unchanged without the secrets', () => {
    expect(planEndpointEdit(stored, { uri: stored.uri, tenant: 'acme' }).changes).toEqual({});
  });
});

describe(checkEditInput.name, () => {
  it('refuses an edit naming no field, and a field set to null', () => {
    expect(refusal(() => checkEditInput({})).message).toBe('Name at least one field to change');
    expect(
      refusal(() => checkEditInput({ tenant: null } as unknown as { tenant: string })).message,
    ).toBe('tenant cannot be null: leave a field out to keep it');
  });
});

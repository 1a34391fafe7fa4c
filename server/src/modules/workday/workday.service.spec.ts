import { beforeEach, describe, expect, it } from 'vitest';
import type { Principal } from '@server/common/auth/principal';
import { AuditService } from '@server/modules/audit/audit.service';
import { refusalOf } from '@server/testing/refusal';
import { fake, serviceOver } from '@server/testing/service-over';
import { WorkdayEndpointsService } from './workday-endpoints.service';
import { WorkdayGateway } from './workday-gateway';
import { WorkdayErrorCode, WorkdayException } from './workday.exceptions';
import { WorkdayService } from './workday.service';

/**
 * Writing to the HR system (seed 001 sections 6 and 7) over a fake gateway: background checks
 * are edited only on a non-production endpoint with read and write access, every value is
 * checked before anything is sent, and Workday's own refusal of the values is an answer with
 * success false, not an error. The SOAP exchange is the Workday e2e suite's part.
 */

const principal = { userUuid: 'u' } as Principal;
const endpoint = (description: string, over: object = {}) => ({
  workdayApiUuid: description,
  description,
  canRead: true,
  canWrite: true,
  isProduction: false,
  ...over,
});
const endpoints = {
  sandbox: endpoint('sandbox'),
  production: endpoint('production', { isProduction: true }),
  readOnly: endpoint('readOnly', { canWrite: false }),
};

let sent: number;
let answer: () => Promise<unknown>;
let audited: number;
let service: WorkdayService;

beforeEach(async () => {
  [sent, audited] = [0, 0];
  answer = async () => '<ok/>';
  service = await serviceOver(
    WorkdayService,
    fake(WorkdayEndpointsService, {
      get: async (uuid: keyof typeof endpoints) => endpoints[uuid],
      readable: async (uuid: keyof typeof endpoints) => endpoints[uuid],
      connection: () => ({ apiVersion: 'v44.0', tenant: 'acme' }),
    }),
    fake(WorkdayGateway, {
      soap: async () => {
        sent++;
        return answer();
      },
      token: async () => ({ expiresAt: new Date(0) }),
    }),
    fake(AuditService, { record: async () => void audited++ }),
  );
});

const edit = (on: string, values: Record<string, string>, id = 'BGC-1') =>
  service.updateBackgroundCheck(principal, on, id, () => values);

describe('editing a background check', () => {
  it('writes on a sandbox endpoint and audits it', async () => {
    expect(await edit('sandbox', { overallStatus: 'Cleared' })).toEqual({
      success: true,
      message: 'Background check BGC-1 updated',
    });
    expect([sent, audited]).toEqual([1, 1]);
  });

  it('never on the production endpoint, nor one without write access', async () => {
    expect(await refusalOf(edit('production', { overallStatus: 'Cleared' }))).toBe(
      `${WorkdayErrorCode.WritesRefused}: Background checks are not edited on the production HR endpoint "production"`,
    );
    expect(await refusalOf(edit('readOnly', { overallStatus: 'Cleared' }))).toMatch(
      /need an HR endpoint with read and write access/,
    );
    expect(sent).toBe(0);
  });

  it('checks every value before sending anything', async () => {
    expect(
      await refusalOf(edit('sandbox', { overallStatus: 'Cleared', statusDate: '1 Dec' })),
    ).toBe(`${WorkdayErrorCode.BadValue}: statusDate is a date yyyy-mm-dd`);
    expect(await refusalOf(edit('sandbox', {}))).toMatch(
      /Name at least one background check field/,
    );
    expect(await refusalOf(edit('sandbox', { overallStatus: 'x' }, 'bad id!'))).toMatch(
      /background check id/,
    );
    expect(sent).toBe(0);
  });

  it('answers Workday’s refusal of the values as success false, and passes other failures on', async () => {
    answer = () =>
      Promise.reject(
        new WorkdayException(WorkdayErrorCode.Upstream, 'Invalid status', {
          faultcode: 'SOAP-ENV:Client.validationError',
        }),
      );
    expect(await edit('sandbox', { overallStatus: 'Nope' })).toEqual({
      success: false,
      message: 'Invalid status',
    });
    expect(audited).toBe(0);
    answer = () =>
      Promise.reject(new WorkdayException(WorkdayErrorCode.Upstream, 'Workday answered 503'));
    await expect(edit('sandbox', { overallStatus: 'Cleared' })).rejects.toThrow(
      'Workday answered 503',
    );
  });
});

describe('refreshing the token', () => {
  it('needs write access; a plain look needs only reading', async () => {
    expect(await refusalOf(service.bearer('readOnly', true))).toMatch(
      new RegExp(
        `^${WorkdayErrorCode.WritesRefused}: Refreshing needs an HR endpoint with read and write access`,
      ),
    );
    expect(await service.bearer('readOnly', false)).toMatchObject({ authenticated: true });
  });
});

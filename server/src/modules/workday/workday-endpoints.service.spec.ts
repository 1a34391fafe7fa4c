import { DataSource } from 'typeorm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Principal } from '@server/common/auth/principal';
import { APP_CONFIG } from '@server/config/config.module';
import { AuditService } from '@server/modules/audit/audit.service';
import { refusalOf } from '@server/testing/refusal';
import { fake, serviceOver } from '@server/testing/service-over';
import type { CreateWorkdayEndpointDto } from './dto/workday-endpoint-input.dto';
import { ONE_DEFAULT_INDEX, type WorkdayEndpoint } from './entities/workday-endpoint.entity';
import { HrSecretKey } from './hr-secret-key';
import { SecretBox } from './secret-box';
import { WorkdayEndpointsService } from './workday-endpoints.service';
import { WorkdayGateway } from './workday-gateway';
import { WorkdayErrorCode } from './workday.exceptions';
import { WorkdayRepository } from './workday.repository';

/**
 * The HR endpoints over an in-memory table with the real SecretBox: which URIs may be stored,
 * that secrets are stored sealed and audited by name only, one default at a time, the 409s
 * a unique index raises, and the demo endpoint on boot. The Workday calls are the Workday e2e
 * suite's part.
 */

const admin = { userUuid: 'admin' } as Principal;
const box = new SecretBox('spec-key');

const input = (description: string, over: Partial<CreateWorkdayEndpointDto> = {}) =>
  ({
    description,
    uri: 'https://wd2-impl.workday.com/ccx',
    tenant: 'acme',
    isu: 'ISU',
    clientId: 'client',
    clientSecret: 'client-secret',
    refreshToken: 'refresh-token',
    canRead: true,
    canWrite: false,
    isProduction: false,
    isDefault: false,
    ...over,
  }) as CreateWorkdayEndpointDto;

class World {
  rows: WorkdayEndpoint[] = [];
  audit: { action: string; entityId: string; after?: object }[] = [];
  /** The unique violation the next insert raises, if any. */
  violation?: string;
  simulatorUrl = '';

  service(): Promise<WorkdayEndpointsService> {
    const find = (uuid: string) => this.rows.find((r) => r.workdayApiUuid === uuid) ?? null;
    const simulatorUrl = () => this.simulatorUrl;
    return serviceOver(
      WorkdayEndpointsService,
      fake(APP_CONFIG, {
        workdayAllowedHosts: ['*.workday.com', 'localhost'],
        get workdaySimulatorUrl() {
          return simulatorUrl();
        },
      }),
      fake(DataSource, { transaction: (work: (m: object) => unknown) => work({}) }),
      fake(WorkdayRepository, {
        insertEndpoint: async (row: WorkdayEndpoint) => {
          if (this.violation)
            throw Object.assign(new Error('duplicate'), {
              code: '23505',
              constraint: this.violation,
            });
          this.rows.push({ ...row });
        },
        clearDefaultExcept: async (_m: object, uuid: string) =>
          this.rows
            .filter((r) => r.isDefault && r.workdayApiUuid !== uuid)
            .map((r) => ((r.isDefault = false), r.workdayApiUuid)),
        lockEndpoint: async (_m: object, uuid: string) => find(uuid),
        updateEndpoint: async (_m: object, uuid: string, changes: object) =>
          void Object.assign(find(uuid)!, changes),
        findEndpoint: async (uuid: string) => find(uuid),
        findDefault: async () => this.rows.find((r) => r.isDefault) ?? null,
        countEndpoints: async () => this.rows.length,
      }),
      fake(WorkdayGateway, { cachedToken: () => undefined }),
      fake(AuditService, {
        record: async (entry: World['audit'][number]) => void this.audit.push(entry),
      }),
      fake(HrSecretKey, { box, claim: async () => undefined }),
    );
  }
}

let world: World;
let service: WorkdayEndpointsService;

beforeEach(async () => {
  world = new World();
  service = await world.service();
});

describe('adding an endpoint', () => {
  it('stores its secrets sealed and audits them by name only', async () => {
    await service.add(admin, input('Acme'));
    const [row] = world.rows;
    expect(row.clientSecretEncrypted).not.toContain('client-secret');
    expect(box.open(row.clientSecretEncrypted)).toBe('client-secret');
    expect(box.open(row.refreshTokenEncrypted)).toBe('refresh-token');
    expect(JSON.stringify(world.audit)).not.toMatch(/client-secret|refresh-token/);
    expect(world.audit[0].after).not.toHaveProperty('clientSecretEncrypted');
    expect(world.audit[0].after).toMatchObject({ secretsSet: ['clientSecret', 'refreshToken'] });
  });

  it('refuses a host off the allowed list, and plain http to anything but a loopback simulator', async () => {
    expect(
      await refusalOf(service.add(admin, input('Evil', { uri: 'https://evil.example/x' }))),
    ).toBe(
      `${WorkdayErrorCode.BadValue}: uri's host evil.example is not on WORKDAY_ALLOWED_HOSTS (*.workday.com, localhost)`,
    );
    expect(
      await refusalOf(service.add(admin, input('Plain', { uri: 'http://wd2.workday.com/x' }))),
    ).toMatch(/uri must be an https URL/);
    expect(world.rows).toEqual([]);
  });

  it('as the default takes the mark from the endpoint that had it, audited there', async () => {
    const first = await service.add(admin, input('First', { isDefault: true }));
    const second = await service.add(admin, input('Second', { isDefault: true }));
    expect(world.rows.map((r) => r.isDefault)).toEqual([false, true]);
    expect(world.audit.map((a) => [a.action, a.entityId])).toEqual([
      ['create', first.workdayApiUuid],
      ['update', first.workdayApiUuid],
      ['create', second.workdayApiUuid],
    ]);
    expect((await service.defaultEndpoint()).workdayApiUuid).toBe(second.workdayApiUuid);
  });

  it('answers a taken description, and a default made elsewhere at the same moment, as 409s', async () => {
    world.violation = 'UQ_workday_endpoints_description';
    expect(await refusalOf(service.add(admin, input('Acme')))).toBe(
      `${WorkdayErrorCode.DuplicateEndpoint}: An HR endpoint with this description already exists`,
    );
    world.violation = ONE_DEFAULT_INDEX;
    expect(await refusalOf(service.add(admin, input('Acme', { isDefault: true })))).toBe(
      `${WorkdayErrorCode.DefaultConflict}: Another HR endpoint was made the default at the same moment: reload and try again`,
    );
  });
});

describe('using an endpoint', () => {
  it('refuses one not enabled for reading, and a person’s data with no default set', async () => {
    const { workdayApiUuid } = await service.add(admin, input('Closed', { canRead: false }));
    expect(await refusalOf(service.readable(workdayApiUuid))).toBe(
      `${WorkdayErrorCode.NotReadable}: The HR endpoint "Closed" is not enabled for reading`,
    );
    expect(await refusalOf(service.defaultEndpoint())).toMatch(
      new RegExp(`^${WorkdayErrorCode.NoDefaultEndpoint}: No HR endpoint is set as the default`),
    );
  });

  it('seals a new secret on edit and names it in the audit without its value', async () => {
    const { workdayApiUuid } = await service.add(admin, input('Acme'));
    await service.edit(admin, workdayApiUuid, { clientSecret: 'rotated-secret' });
    expect(box.open(world.rows[0].clientSecretEncrypted)).toBe('rotated-secret');
    expect(world.audit.at(-1)!.after).toMatchObject({ secretsChanged: ['clientSecret'] });
    expect(JSON.stringify(world.audit)).not.toMatch(/rotated-secret/);
    expect(await refusalOf(service.edit(admin, 'missing', { description: 'X' }))).toBe(
      `${WorkdayErrorCode.EndpointNotFound}: No HR endpoint missing`,
    );
  });
});

describe('on boot', () => {
  it('makes the simulator the default endpoint when one is set up and none is stored', async () => {
    await service.onApplicationBootstrap();
    expect(world.rows).toEqual([]);
    world.simulatorUrl = 'http://localhost:4010';
    await service.onApplicationBootstrap();
    await service.onApplicationBootstrap();
    expect(world.rows.map((r) => [r.uri, r.isDefault])).toEqual([['http://localhost:4010', true]]);
  });
});

import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { DataSource, EntityManager } from 'typeorm';
import type { Principal } from '@server/common/auth/principal';
import { APP_CONFIG } from '@server/config/config.module';
import type { AppConfig } from '@server/config/app-config';
import { AuditService } from '@server/modules/audit/audit.service';
import type {
  CreateWorkdayEndpointDto,
  UpdateWorkdayEndpointDto,
} from './dto/workday-endpoint-input.dto';
import { mapEndpoint, type WorkdayEndpointDto } from './dto/workday.dto';
import type { WorkdayEndpoint } from './entities/workday-endpoint.entity';
import { loadSecretKey, SecretBox } from './secret-box';
import { WorkdayGateway, type WorkdayConnection } from './workday-gateway';
import { WorkdayErrorCode, WorkdayException } from './workday.exceptions';
import { WorkdayRepository } from './workday.repository';

export interface NewWorkdayEndpoint {
  description: string;
  uri: string;
  tenant: string;
  isu: string;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  apiVersion?: string;
  canRead: boolean;
  canWrite: boolean;
  isProduction: boolean;
}

type EndpointRow = Omit<WorkdayEndpoint, 'version' | 'created' | 'updated'>;

/** The fields an edit may change besides the secrets, audited with their values. */
const PLAIN_FIELDS = [
  'description',
  'uri',
  'tenant',
  'isu',
  'clientId',
  'apiVersion',
  'canRead',
  'canWrite',
  'isProduction',
] as const;
type PlainField = (typeof PLAIN_FIELDS)[number];
const SECRET_FIELDS = ['clientSecret', 'refreshToken'] as const;

/**
 * What an access token is granted for, as stored: a change to any of these (a secret saved again
 * is sealed anew) makes the cached token worthless, on every instance.
 */
const credentialsOf = (e: WorkdayEndpoint): string =>
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

const AUDITED = 'workday-endpoint';

const plain = (row: Pick<WorkdayEndpoint, PlainField>) =>
  Object.fromEntries(PLAIN_FIELDS.map((f) => [f, row[f]]));

/** The simulator's fixed credentials (scripts/workday-simulator), for the demo endpoint. */
const SIMULATOR = {
  tenant: 'acme_demo',
  clientId: 'simulator-client',
  clientSecret: 'simulator-secret',
  refreshToken: 'simulator-refresh-token',
};

/**
 * The HR endpoints: stored with their secrets sealed, opened only to make a connection.
 * On boot, with WORKDAY_SIMULATOR_URL set and no endpoint stored, the simulator becomes the
 * demo endpoint (npm start does this), so a newcomer sees the HR screens working.
 */
@Injectable()
export class WorkdayEndpointsService implements OnApplicationBootstrap {
  private readonly logger = new Logger(WorkdayEndpointsService.name);
  private readonly box: SecretBox;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: WorkdayRepository,
    private readonly gateway: WorkdayGateway,
    private readonly audit: AuditService,
  ) {
    this.box = new SecretBox(
      loadSecretKey(config.workdaySecretKey, join(config.dataDir, 'workday-secret.key')),
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    const uri = this.config.workdaySimulatorUrl;
    if (!uri || (await this.repository.countEndpoints()) > 0) return;
    await this.create({
      ...SIMULATOR,
      description: 'Workday simulator (demo tenant)',
      uri,
      isu: 'ISU_Portal',
      canRead: true,
      canWrite: true,
      isProduction: false,
    });
    this.logger.log(`Configured the Workday simulator at ${uri} as the demo HR endpoint`);
  }

  private sealedRow(workdayApiUuid: string, input: NewWorkdayEndpoint): EndpointRow {
    return {
      workdayApiUuid,
      description: input.description,
      uri: input.uri,
      tenant: input.tenant,
      isu: input.isu,
      clientId: input.clientId,
      clientSecretEncrypted: this.box.seal(input.clientSecret),
      refreshTokenEncrypted: this.box.seal(input.refreshToken),
      apiVersion: input.apiVersion ?? 'v44.0',
      canRead: input.canRead,
      canWrite: input.canWrite,
      isProduction: input.isProduction,
    };
  }

  /** Stores an endpoint without an audit entry: the demo endpoint on boot, and tests. */
  async create(input: NewWorkdayEndpoint): Promise<string> {
    const workdayApiUuid = randomUUID();
    await this.repository.insertEndpoint(this.sealedRow(workdayApiUuid, input));
    return workdayApiUuid;
  }

  /** POST secure/workday/endpoints: stored with its secrets sealed, audited without them. */
  async add(principal: Principal, input: CreateWorkdayEndpointDto): Promise<WorkdayEndpointDto> {
    const row = this.sealedRow(randomUUID(), input);
    await this.writing(async (manager) => {
      await this.repository.insertEndpoint(row, manager);
      await this.audit.record(
        {
          entityType: AUDITED,
          entityId: row.workdayApiUuid,
          action: 'create',
          actorUserUuid: principal.userUuid,
          after: { ...plain(row), secretsSet: [...SECRET_FIELDS] },
        },
        manager,
      );
    });
    return mapEndpoint(row as WorkdayEndpoint, undefined);
  }

  /**
   * PATCH secure/workday/endpoints/{id}: the fields given, a new secret sealed; a new uri,
   * tenant, client id or secret drops the cached access token (this instance's: another
   * instance's is refused by Workday and refreshed on its next call).
   */
  async edit(
    principal: Principal,
    workdayApiUuid: string,
    input: UpdateWorkdayEndpointDto,
  ): Promise<WorkdayEndpointDto> {
    const given = Object.entries(input).filter(([, v]) => v !== undefined);
    const nulls = given.filter(([, v]) => v === null).map(([k]) => k);
    if (nulls.length)
      throw new WorkdayException(
        WorkdayErrorCode.BadValue,
        `${nulls.join(', ')} cannot be null: leave a field out to keep it`,
      );
    if (given.length === 0)
      throw new WorkdayException(WorkdayErrorCode.BadValue, 'Name at least one field to change');
    const saved = await this.writing(async (manager) => {
      const current = await this.repository.lockEndpoint(manager, workdayApiUuid);
      if (!current) throw this.notFound(workdayApiUuid);
      const changes: Partial<EndpointRow> = {};
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const field of PLAIN_FIELDS) {
        const value = input[field];
        if (value === undefined || value === current[field]) continue;
        Object.assign(changes, { [field]: value });
        before[field] = current[field];
        after[field] = value;
      }
      if (input.clientSecret !== undefined)
        changes.clientSecretEncrypted = this.box.seal(input.clientSecret);
      if (input.refreshToken !== undefined)
        changes.refreshTokenEncrypted = this.box.seal(input.refreshToken);
      const secretsChanged = SECRET_FIELDS.filter((f) => input[f] !== undefined);
      if (Object.keys(changes).length) {
        await this.repository.updateEndpoint(manager, workdayApiUuid, changes);
        await this.audit.record(
          {
            entityType: AUDITED,
            entityId: workdayApiUuid,
            action: 'update',
            actorUserUuid: principal.userUuid,
            before,
            after: secretsChanged.length ? { ...after, secretsChanged } : after,
          },
          manager,
        );
      }
      return { ...current, ...changes };
    });
    return mapEndpoint(saved, this.tokenExpiry(saved));
  }

  /** DELETE secure/workday/endpoints/{id}: answers the endpoint as it was. */
  async remove(principal: Principal, workdayApiUuid: string): Promise<WorkdayEndpointDto> {
    const removed = await this.writing(async (manager) => {
      const current = await this.repository.lockEndpoint(manager, workdayApiUuid);
      if (!current) throw this.notFound(workdayApiUuid);
      await this.repository.deleteEndpoint(manager, workdayApiUuid);
      await this.audit.record(
        {
          entityType: AUDITED,
          entityId: workdayApiUuid,
          action: 'delete',
          actorUserUuid: principal.userUuid,
          before: plain(current),
        },
        manager,
      );
      return current;
    });
    this.gateway.forget(workdayApiUuid);
    return mapEndpoint(removed, undefined);
  }

  /** One transaction; a description already taken (unique violation) becomes a clear 409. */
  private async writing<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if ((error as { code?: string }).code === '23505')
        throw new WorkdayException(
          WorkdayErrorCode.DuplicateEndpoint,
          'An HR endpoint with this description already exists',
        );
      throw error;
    }
  }

  private notFound(workdayApiUuid: string): WorkdayException {
    return new WorkdayException(
      WorkdayErrorCode.EndpointNotFound,
      `No HR endpoint ${workdayApiUuid}`,
    );
  }

  async list(): Promise<WorkdayEndpointDto[]> {
    return (await this.repository.listEndpoints()).map((e) => mapEndpoint(e, this.tokenExpiry(e)));
  }

  async get(workdayApiUuid: string): Promise<WorkdayEndpoint> {
    const endpoint = await this.repository.findEndpoint(workdayApiUuid);
    if (!endpoint) throw this.notFound(workdayApiUuid);
    return endpoint;
  }

  /** The endpoint, refused (403) unless it may be read. */
  async readable(workdayApiUuid: string): Promise<WorkdayEndpoint> {
    const endpoint = await this.get(workdayApiUuid);
    if (!endpoint.canRead)
      throw new WorkdayException(
        WorkdayErrorCode.NotReadable,
        `The HR endpoint "${endpoint.description}" is not enabled for reading`,
      );
    return endpoint;
  }

  async defaultReadable(): Promise<WorkdayEndpoint | null> {
    return this.repository.findDefaultReadable();
  }

  private tokenExpiry(e: WorkdayEndpoint): Date | undefined {
    return this.gateway.cachedToken(e.workdayApiUuid, credentialsOf(e))?.expiresAt;
  }

  connection(e: WorkdayEndpoint): WorkdayConnection {
    return {
      workdayApiUuid: e.workdayApiUuid,
      uri: e.uri,
      tenant: e.tenant,
      clientId: e.clientId,
      clientSecret: this.box.open(e.clientSecretEncrypted),
      refreshToken: this.box.open(e.refreshTokenEncrypted),
      apiVersion: e.apiVersion,
      credentials: credentialsOf(e),
    };
  }
}

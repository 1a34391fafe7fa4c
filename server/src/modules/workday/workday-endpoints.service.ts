import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import type { Principal } from '@server/common/auth/principal';
import { APP_CONFIG } from '@server/config/config.module';
import type { AppConfig } from '@server/config/app-config';
import { AuditService } from '@server/modules/audit/audit.service';
import type {
  CreateWorkdayEndpointDto,
  NewWorkdayEndpoint,
  UpdateWorkdayEndpointDto,
} from './dto/workday-endpoint-input.dto';
import { mapEndpoint, type WorkdayEndpointDto } from './dto/workday.dto';
import { ONE_DEFAULT_INDEX, type WorkdayEndpoint } from './entities/workday-endpoint.entity';
import { hostProblem } from './allowed-hosts';
import {
  checkEditInput,
  credentialsOf,
  plain,
  planEndpointEdit,
  SECRET_FIELDS,
} from './endpoint-edit';
import { HrSecretKey } from './hr-secret-key';
import { WorkdayGateway, type WorkdayConnection } from './workday-gateway';
import { WorkdayErrorCode, WorkdayException } from './workday.exceptions';
import { WorkdayRepository } from './workday.repository';

type EndpointRow = Omit<WorkdayEndpoint, 'version' | 'created' | 'updated'>;

const AUDITED = 'workday-endpoint';

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

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: WorkdayRepository,
    private readonly gateway: WorkdayGateway,
    private readonly audit: AuditService,
    private readonly hrKey: HrSecretKey,
  ) {}

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
      isDefault: true,
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
      clientSecretEncrypted: this.hrKey.box.seal(input.clientSecret),
      refreshTokenEncrypted: this.hrKey.box.seal(input.refreshToken),
      apiVersion: input.apiVersion ?? 'v44.0',
      canRead: input.canRead,
      canWrite: input.canWrite,
      isProduction: input.isProduction,
      isDefault: input.isDefault ?? false,
    };
  }

  /** A uri the portal may not call is refused before it is stored: 400 naming uri. */
  private checkHost(uri: string | undefined): void {
    const problem =
      uri === undefined ? undefined : hostProblem(uri, this.config.workdayAllowedHosts);
    if (problem) throw new WorkdayException(WorkdayErrorCode.BadValue, problem);
  }

  /** Making one endpoint the default takes the mark from the one that had it (audited there). */
  private async takeDefault(
    manager: EntityManager,
    principal: Principal | undefined,
    workdayApiUuid: string,
  ): Promise<void> {
    for (const previous of await this.repository.clearDefaultExcept(manager, workdayApiUuid))
      if (principal)
        await this.audit.record(
          {
            entityType: AUDITED,
            entityId: previous,
            action: 'update',
            actorUserUuid: principal.userUuid,
            before: { isDefault: true },
            after: { isDefault: false },
          },
          manager,
        );
  }

  /** Stores an endpoint without an audit entry: the demo endpoint on boot, and tests. */
  async create(input: NewWorkdayEndpoint): Promise<string> {
    const row = this.sealedRow(randomUUID(), input);
    await this.writing(async (manager) => {
      if (row.isDefault) await this.takeDefault(manager, undefined, row.workdayApiUuid);
      await this.repository.insertEndpoint(row, manager);
    });
    return row.workdayApiUuid;
  }

  /** POST secure/workday/endpoints: stored with its secrets sealed, audited without them. */
  async add(principal: Principal, input: CreateWorkdayEndpointDto): Promise<WorkdayEndpointDto> {
    this.checkHost(input.uri);
    const row = this.sealedRow(randomUUID(), input);
    await this.writing(async (manager) => {
      if (row.isDefault) await this.takeDefault(manager, principal, row.workdayApiUuid);
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
    checkEditInput(input);
    this.checkHost(input.uri);
    const saved = await this.writing(async (manager) => {
      const current = await this.repository.lockEndpoint(manager, workdayApiUuid);
      if (!current) throw this.notFound(workdayApiUuid);
      const plan = planEndpointEdit(current, input);
      const { before, after, secretsChanged } = plan;
      const changes: Partial<EndpointRow> = { ...plan.changes };
      if (changes.isDefault) await this.takeDefault(manager, principal, workdayApiUuid);
      if (input.clientSecret !== undefined)
        changes.clientSecretEncrypted = this.hrKey.box.seal(input.clientSecret);
      if (input.refreshToken !== undefined)
        changes.refreshTokenEncrypted = this.hrKey.box.seal(input.refreshToken);
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
      return await this.dataSource.transaction(async (manager) => {
        await this.hrKey.claim(manager);
        return work(manager);
      });
    } catch (error) {
      const { code, constraint } = error as { code?: string; constraint?: string };
      if (code === '23505' && constraint === ONE_DEFAULT_INDEX)
        throw new WorkdayException(
          WorkdayErrorCode.DefaultConflict,
          'Another HR endpoint was made the default at the same moment: reload and try again',
        );
      if (code === '23505')
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

  /**
   * The endpoint marked default, which a person's HR data is read from: 409 naming the missing
   * setting when none is, rather than whichever endpoint happens to exist.
   */
  async defaultEndpoint(): Promise<WorkdayEndpoint> {
    const endpoint = await this.repository.findDefault();
    if (!endpoint)
      throw new WorkdayException(
        WorkdayErrorCode.NoDefaultEndpoint,
        "No HR endpoint is set as the default, so a person's HR data cannot be read: an admin marks one as the default",
      );
    return endpoint;
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
      clientSecret: this.hrKey.box.open(e.clientSecretEncrypted),
      refreshToken: this.hrKey.box.open(e.refreshTokenEncrypted),
      apiVersion: e.apiVersion,
      credentials: credentialsOf(e),
    };
  }
}

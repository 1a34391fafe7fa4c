import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { APP_CONFIG } from '@server/config/config.module';
import type { AppConfig } from '@server/config/app-config';
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
    private readonly repository: WorkdayRepository,
    private readonly gateway: WorkdayGateway,
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

  async create(input: NewWorkdayEndpoint): Promise<string> {
    const workdayApiUuid = randomUUID();
    await this.repository.insertEndpoint({
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
    });
    return workdayApiUuid;
  }

  async list(): Promise<WorkdayEndpointDto[]> {
    return (await this.repository.listEndpoints()).map((e) =>
      mapEndpoint(e, this.gateway.cachedToken(e.workdayApiUuid)?.expiresAt),
    );
  }

  async get(workdayApiUuid: string): Promise<WorkdayEndpoint> {
    const endpoint = await this.repository.findEndpoint(workdayApiUuid);
    if (!endpoint)
      throw new WorkdayException(
        WorkdayErrorCode.EndpointNotFound,
        `No HR endpoint ${workdayApiUuid}`,
      );
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

  connection(e: WorkdayEndpoint): WorkdayConnection {
    return {
      workdayApiUuid: e.workdayApiUuid,
      uri: e.uri,
      tenant: e.tenant,
      clientId: e.clientId,
      clientSecret: this.box.open(e.clientSecretEncrypted),
      refreshToken: this.box.open(e.refreshTokenEncrypted),
      apiVersion: e.apiVersion,
    };
  }
}

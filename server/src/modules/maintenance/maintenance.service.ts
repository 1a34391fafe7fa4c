import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Principal } from '@server/common/auth/principal';
import { AuditService } from '@server/modules/audit/audit.service';
import { CapabilitiesService } from '@server/modules/pda/capabilities.service';
import {
  mapMaintenanceCapability,
  type MaintenanceCapabilityDto,
} from './dto/maintenance-capability.dto';
import { CapabilityNotFoundException } from './maintenance.exceptions';

/** Catalogue edits for admins: the capabilities' isSummary flag. */
@Injectable()
export class MaintenanceService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly capabilities: CapabilitiesService,
    private readonly audit: AuditService,
  ) {}

  async listCapabilities(): Promise<MaintenanceCapabilityDto[]> {
    return (await this.capabilities.list()).map(mapMaintenanceCapability);
  }

  /** One transaction: the flag, its audit entry (DIRTY) and the catalogue cache's removal. */
  setSummary(
    principal: Principal,
    capabilityUuid: string,
    isSummary: boolean,
  ): Promise<MaintenanceCapabilityDto> {
    return this.dataSource.transaction(async (manager) => {
      const written = await this.capabilities.setSummary(capabilityUuid, isSummary, manager);
      if (!written) throw new CapabilityNotFoundException();
      await this.audit.record(
        {
          entityType: 'capability',
          entityId: capabilityUuid,
          action: 'isSummary',
          actorUserUuid: principal.userUuid,
          before: { isSummary: written.wasSummary },
          after: { isSummary },
        },
        manager,
      );
      return mapMaintenanceCapability(written.capability);
    });
  }
}

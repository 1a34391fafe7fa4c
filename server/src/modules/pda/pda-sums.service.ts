import { Injectable } from '@nestjs/common';
import { type PdaStatus } from '@domain/status';
import { type Principal } from '@server/common/auth/principal';
import { SharedAnswers } from '@server/common/read-reuse/shared-answers';
import { NodeAccessService } from '@server/modules/tree/node-access.service';
import type { AggPdaDto, PdaSumDto } from './dto/pda.dto';
import { DemandRow, PdaSumsRepository } from './pda-sums.repository';
import { pdaSummary, PdaService } from './pda.service';
import { PDA_SUM_READ_SOURCES } from './read-sources';

/** The highest demands under a node or beside a PDA, and a node's PDA counts. */
@Injectable()
export class PdaSumsService {
  constructor(
    private readonly pdas: PdaSumsRepository,
    private readonly nodes: NodeAccessService,
    private readonly pdaService: PdaService,
    private readonly shared: SharedAnswers,
  ) {}

  /**
   * The active sums under a node over the client sites `clients` (null: all), one read (and
   * one answer, so it is serialised once too) for every caller with the same sites while
   * nothing they are built from changes (every user of a site polls the same sum); callers
   * check access first.
   */
  private activeUnder(
    principal: Principal,
    nodeUuid: string,
    clients: string[] | null,
  ): Promise<PdaSumDto[]> {
    return this.shared.get(
      `pda-sums:${nodeUuid}:${clients ? [...clients].sort().join(',') : '*'}`,
      PDA_SUM_READ_SOURCES,
      principal.userUuid,
      async () =>
        this.sums(await this.pdas.highestDemandsUnder(nodeUuid, { activeOnly: true, clients })),
    );
  }

  private sums(rows: DemandRow[]): PdaSumDto[] {
    return rows.map((row) => ({
      capabilityUuid: row.capabilityUuid,
      code: row.code,
      description: row.capabilityDescription,
      value: row.value,
      sourcePDA: pdaSummary({
        ...row,
        description: row.pdaDescription,
        pdaStatusEnum: row.pdaStatusEnum as PdaStatus,
      }),
    }));
  }

  /**
   * Above a client site (the tenant) the sums run over the sites the caller may read only
   * (decision 0031); at or below a site, over all of it.
   */
  async sumByNode(principal: Principal, nodeUuid: string): Promise<PdaSumDto[]> {
    const clients = await this.nodes.readableClientsAt(principal, nodeUuid);
    return this.activeUnder(principal, nodeUuid, clients);
  }

  async sumByPda(principal: Principal, pdaUuid: string): Promise<PdaSumDto[]> {
    const { pda } = await this.pdaService.load(principal, pdaUuid);
    return this.sums(
      await this.pdas.highestDemandsUnder(pda.nodeUuid, { activeOnly: false, pdaUuid }),
    );
  }

  async aggregate(principal: Principal, nodeUuid: string): Promise<AggPdaDto> {
    const clients = await this.nodes.readableClientsAt(principal, nodeUuid);
    const counts = await this.pdas.countUnder(nodeUuid, clients);
    return {
      nodeUuid,
      pdaCount: counts.total,
      activePdaCount: counts.active,
      demands: await this.activeUnder(principal, nodeUuid, clients),
    };
  }
}

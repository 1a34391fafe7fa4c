import { Injectable } from '@nestjs/common';
import { type PdaStatus } from '@domain/status';
import { type Principal } from '@server/common/auth/principal';
import { READ_SOURCES } from '@server/common/http-cache/cached-by-version';
import { SharedAnswers } from '@server/common/http-cache/shared-answers';
import { NodesService } from '@server/modules/tree/nodes.service';
import type { AggPdaDto, PdaSumDto } from './dto/pda.dto';
import { DemandRow, PdaSumsRepository } from './pda-sums.repository';
import { pdaSummary, PdaService } from './pda.service';

/** The highest demands under a node or beside a PDA, and a node's PDA counts. */
@Injectable()
export class PdaSumsService {
  constructor(
    private readonly pdas: PdaSumsRepository,
    private readonly nodes: NodesService,
    private readonly pdaService: PdaService,
    private readonly shared: SharedAnswers,
  ) {}

  /**
   * The active sums under a node, one read (and one answer, so it is serialised once too) for
   * every caller while nothing they are built from changes (every user of a site polls the same
   * sum); callers check access first.
   */
  private activeUnder(principal: Principal, nodeUuid: string): Promise<PdaSumDto[]> {
    return this.shared.get(
      `pda-sums:${nodeUuid}`,
      READ_SOURCES.pdaSums,
      principal.userUuid,
      async () => this.sums(await this.pdas.highestDemandsUnder(nodeUuid, { activeOnly: true })),
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

  async sumByNode(principal: Principal, nodeUuid: string): Promise<PdaSumDto[]> {
    await this.nodes.assertVisibleShared(principal, nodeUuid);
    return this.activeUnder(principal, nodeUuid);
  }

  async sumByPda(principal: Principal, pdaUuid: string): Promise<PdaSumDto[]> {
    const { pda } = await this.pdaService.load(principal, pdaUuid);
    return this.sums(
      await this.pdas.highestDemandsUnder(pda.nodeUuid, { activeOnly: false, pdaUuid }),
    );
  }

  async aggregate(principal: Principal, nodeUuid: string): Promise<AggPdaDto> {
    await this.nodes.assertVisibleShared(principal, nodeUuid);
    const counts = await this.pdas.countUnder(nodeUuid);
    return {
      nodeUuid,
      pdaCount: counts.total,
      activePdaCount: counts.active,
      demands: await this.activeUnder(principal, nodeUuid),
    };
  }
}

import { Injectable } from '@nestjs/common';
import { ObjectNotFoundException } from '@server/common/auth/access.exceptions';
import type { Principal } from '@server/common/auth/principal';
import type {
  NhpPoolDetailDto,
  NhpPoolDto,
  NhpSwimmerDetailDto,
  NhpSwimmerDto,
} from './dto/nhp-pool.dto';
import { NhpClassesService } from './nhp-classes.service';
import { NhpErrorCode, NhpException } from './nhp.exceptions';
import { NhpPoolsRepository, type PoolRow } from './nhp-pools.repository';
import { canManagePool, canSeePool } from './nhp-scope';

export interface PoolWithMembers extends NhpPoolDto {
  collSwimmers: NhpSwimmerDto[];
}

/**
 * Pools and their members ("swimmers"): the caller sees the pools whose description or client
 * site a premise or staffing scope covers (admins all); others answer 404.
 */
@Injectable()
export class NhpPoolsService {
  constructor(
    private readonly pools: NhpPoolsRepository,
    private readonly classes: NhpClassesService,
  ) {}

  private async visiblePools(principal: Principal): Promise<PoolRow[]> {
    return (await this.pools.allPools()).filter((p) => canSeePool(principal.groups, p));
  }

  private dto(principal: Principal, row: PoolRow): NhpPoolDto {
    return { ...row, canManageClasses: canManagePool(principal.groups, row) };
  }

  async list(principal: Principal): Promise<NhpPoolDto[]> {
    return (await this.visiblePools(principal)).map((p) => this.dto(principal, p));
  }

  async get(principal: Principal, nhpPoolUuid: string): Promise<NhpPoolDetailDto> {
    const pool = (await this.visiblePools(principal)).find((p) => p.nhpPoolUuid === nhpPoolUuid);
    if (!pool) throw new NhpException(NhpErrorCode.PoolNotFound, 'Pool not found');
    return {
      ...this.dto(principal, pool),
      collSwimmers: await this.pools.swimmersOfPools([pool.nhpPoolUuid]),
    };
  }

  /** Every member of every visible pool, flat: the pool grid's rows. */
  async swimmers(principal: Principal): Promise<NhpSwimmerDto[]> {
    const pools = await this.visiblePools(principal);
    return this.pools.swimmersOfPools(pools.map((p) => p.nhpPoolUuid));
  }

  /** The same members grouped by pool. */
  async swimmersByPool(principal: Principal): Promise<PoolWithMembers[]> {
    const pools = await this.visiblePools(principal);
    const members = await this.pools.swimmersOfPools(pools.map((p) => p.nhpPoolUuid));
    return pools.map((p) => ({
      ...this.dto(principal, p),
      collSwimmers: members.filter((m) => m.nhpPoolUuid === p.nhpPoolUuid),
    }));
  }

  async swimmer(principal: Principal, swimmerUuid: string): Promise<NhpSwimmerDetailDto> {
    const row = await this.pools.findSwimmer(swimmerUuid);
    const pool = row && (await this.pools.findPool(row.nhpPoolUuid));
    if (!row || !pool || !canSeePool(principal.groups, pool))
      throw new ObjectNotFoundException('Pool member not found');
    return { ...row, placements: await this.pools.placementsOfPerson(row.personUuid) };
  }

  /**
   * Manual Placement's search: members of the class's pool not placed in it, whose name or
   * primary ID contains the text (ignoring case); without text, all of them (at most 200).
   */
  async search(
    principal: Principal,
    nhpClassUuid: string,
    text?: string,
  ): Promise<NhpSwimmerDto[]> {
    const klass = await this.classes.readable(principal, nhpClassUuid);
    const trimmed = text?.trim();
    if (trimmed !== undefined && trimmed.length > 100)
      throw new NhpException(NhpErrorCode.BadValue, 'The search text is at most 100 characters');
    return this.pools.unplacedSwimmers(klass.nhpPoolUuid, nhpClassUuid, trimmed || undefined);
  }
}

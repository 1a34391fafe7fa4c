import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Principal } from '@server/common/auth/principal';
import { AuditService } from '@server/modules/audit/audit.service';
import { MatchResultsService } from '@server/modules/match/match-results.service';
import {
  rankTerms,
  type EligibilityContext,
  type OpenSlot,
  type PoolCandidate,
} from './auto-place-eligibility';
import { emptySlotReasons } from './auto-place-empty';
import { optimalPlacement } from './auto-place-solve';
import type { AutoPlaceResultDto } from './dto/nhp-class.dto';
import { mapNhpPlacement } from './dto/nhp-map';
import { NhpClassesRepository } from './nhp-classes.repository';
import { NhpSlotsRepository } from './nhp-slots.repository';
import { classDateOf } from './class-slots';
import { NhpClassesService } from './nhp-classes.service';
import { NhpErrorCode, NhpException } from './nhp.exceptions';
import { NhpPoolsRepository } from './nhp-pools.repository';

/**
 * Auto-Place: `id` names the class (every empty slot: the class's button) or one slot (that
 * slot alone: the specification offers Auto-Place on each empty slot, decision 0053). The class
 * row locked (manual placements and transitions wait), its empty slots
 * filled in one optimal assignment of the eligible pool members (the solver of libs/domain:
 * most slots, then preferred shifts, then earliest availability), each filled slot keeping
 * its rank terms in `why`; each slot left empty says why (issue 32). One audit entry for the
 * class, DIRTY nhp-class.
 */
@Injectable()
export class NhpAutoPlaceService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly classes: NhpClassesRepository,
    private readonly slots: NhpSlotsRepository,
    private readonly pools: NhpPoolsRepository,
    private readonly classService: NhpClassesService,
    private readonly match: MatchResultsService,
    private readonly audit: AuditService,
  ) {}

  async run(principal: Principal, id: string): Promise<AutoPlaceResultDto> {
    const oneSlot = await this.classes.findPlacement(id);
    const nhpClassUuid = oneSlot ? oneSlot.nhpClassUuid : id;
    return this.dataSource.transaction(async (manager) => {
      const klass = await this.classService.writable(principal, nhpClassUuid, manager);
      if (klass.nhpClassStatusEnum !== 'PLACEMENT')
        throw new NhpException(
          NhpErrorCode.PlacementConflict,
          `The class is ${klass.nhpClassStatusEnum}: Auto-Place runs only while it is PLACEMENT`,
          { nhpClassStatusEnum: klass.nhpClassStatusEnum },
        );
      const open: OpenSlot[] = (await this.classes.placements(nhpClassUuid, manager)).filter(
        (p) => p.personUuid === null && (!oneSlot || p.placementUuid === id),
      );
      if (oneSlot && open.length === 0)
        throw new NhpException(
          NhpErrorCode.PlacementConflict,
          'The slot is already filled: someone placed a person there first',
        );
      const candidates: PoolCandidate[] = await this.pools.candidates(
        manager,
        klass.nhpPoolUuid,
        nhpClassUuid,
      );
      const people = candidates.map((c) => c.personUuid);
      const nodes = [...new Set(open.map((s) => s.nodeUuid))];
      const ctx: EligibilityContext = {
        classDate: classDateOf(klass),
        matchesAt: new Map(
          await Promise.all(
            nodes.map(async (n) => [n, await this.match.matchingPeople(n, people)] as const),
          ),
        ),
        rejected: await this.slots.rejectedPairs(manager, nhpClassUuid),
      };
      const chosen = optimalPlacement(open, candidates, (slot, c) => rankTerms(slot, c, ctx));
      const filled = chosen.map(({ slot, candidate, terms }) => ({
        placementUuid: slot.placementUuid,
        personUuid: candidate.personUuid,
        why: terms,
      }));
      await this.slots.fillSlots(manager, filled);
      if (filled.length > 0)
        await this.audit.record(
          {
            entityType: 'nhp-class',
            entityId: nhpClassUuid,
            action: 'autoplace',
            actorUserUuid: principal.userUuid,
            before: { emptySlots: open.length },
            after: {
              placed: filled.map(({ placementUuid, personUuid }) => ({
                placementUuid,
                personUuid,
              })),
            },
          },
          manager,
        );
      const written = new Set(filled.map((f) => f.placementUuid));
      const placements = (await this.classes.placements(nhpClassUuid, manager))
        .filter((p) => written.has(p.placementUuid))
        .map(mapNhpPlacement);
      const left = open.filter((s) => !written.has(s.placementUuid));
      const analysed = await this.match.jobsWithActivePdas(nodes);
      return {
        placed: filled.length,
        emptyLeft: left.length,
        placements,
        emptySlots: emptySlotReasons(left, candidates, ctx, analysed),
      };
    });
  }
}

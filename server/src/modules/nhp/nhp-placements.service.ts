import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { placementActionProblem, type PlacementAction } from '@domain/nhp';
import type { PlacementStatus } from '@domain/status';
import { ObjectNotFoundException } from '@server/common/auth/access.exceptions';
import type { Principal } from '@server/common/auth/principal';
import { AuditService } from '@server/modules/audit/audit.service';
import { MatchResultsService } from '@server/modules/match/match-results.service';
import type { DeferResultDto, NhpPlacementDto } from './dto/nhp-class.dto';
import { mapNhpPlacement } from './dto/nhp-map';
import { NhpClassesRepository } from './nhp-classes.repository';
import type { ClassRow, PlacementRow } from './nhp-rows';
import { NhpSlotsRepository } from './nhp-slots.repository';
import { classDateOf } from './class-slots';
import { NhpClassesService } from './nhp-classes.service';
import { isUniqueViolation, NhpErrorCode, NhpException } from './nhp.exceptions';
import { NhpPoolsRepository } from './nhp-pools.repository';
import { deferTargetProblem, emptiedSlot, freeSlotFor } from './slot-rules';

type SlotAction = Exclude<PlacementAction, 'autoplace'>;

const PLACEMENT_NOT_FOUND = 'Placement not found';

/**
 * One slot's life (seed 001 section 4): Manual Placement, Confirm, Unconfirm, Reject, Defer,
 * only while the class is PLACEMENT. The class row is share-locked and the slot row locked, so
 * two people placing into one slot run in turn: the first wins, the second gets 409. Every
 * write is audited and pushed as DIRTY nhp-placement.
 */
@Injectable()
export class NhpPlacementsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly classes: NhpClassesRepository,
    private readonly slots: NhpSlotsRepository,
    private readonly pools: NhpPoolsRepository,
    private readonly classService: NhpClassesService,
    private readonly audit: AuditService,
    private readonly match: MatchResultsService,
  ) {}

  /** Whether the slot's person matches every active PDA at the slot's node. */
  async isMatch(principal: Principal, placementUuid: string): Promise<boolean> {
    const slot = await this.classes.findPlacement(placementUuid);
    if (!slot) throw new ObjectNotFoundException(PLACEMENT_NOT_FOUND);
    await this.classService.readable(principal, slot.nhpClassUuid);
    if (slot.personUuid === null)
      throw new NhpException(NhpErrorCode.PlacementConflict, 'The slot is empty: nobody to match');
    return this.match.isMatch(slot.personUuid, slot.nodeUuid);
  }

  /** Manual Placement: a member of the class's pool into an empty slot. */
  place(
    principal: Principal,
    placementUuid: string,
    swimmerUuid: string,
  ): Promise<NhpPlacementDto> {
    return this.withSlot(
      principal,
      undefined,
      placementUuid,
      'place',
      async (manager, klass, slot) => {
        const member = await this.pools.findSwimmer(swimmerUuid);
        if (!member || member.nhpPoolUuid !== klass.nhpPoolUuid)
          throw new NhpException(
            NhpErrorCode.SwimmerNotFound,
            "Pool member not found in the class's pool",
          );
        const name = `${member.firstName} ${member.lastName}`;
        if (
          await this.slots.isRejected(manager, klass.nhpClassUuid, slot.nodeUuid, member.personUuid)
        )
          throw new NhpException(
            NhpErrorCode.PlacementConflict,
            `${name} was rejected for this job in this class`,
          );
        if (await this.slots.isPlacedInClass(manager, klass.nhpClassUuid, member.personUuid))
          throw new NhpException(
            NhpErrorCode.PlacementConflict,
            `${name} is already placed in this class`,
          );
        return this.write(manager, slot, member.personUuid, 'INITIAL', null);
      },
    );
  }

  confirm(principal: Principal, nhpClassUuid: string, placementUuid: string) {
    return this.withSlot(principal, nhpClassUuid, placementUuid, 'confirm', (manager, _k, slot) =>
      this.write(manager, slot, slot.personUuid, 'FINAL', slot.why),
    );
  }

  unconfirm(principal: Principal, nhpClassUuid: string, placementUuid: string) {
    return this.withSlot(principal, nhpClassUuid, placementUuid, 'unconfirm', (manager, _k, slot) =>
      this.write(manager, slot, slot.personUuid, 'INITIAL', slot.why),
    );
  }

  /** Reject: the slot empties and auto-place never offers the person for this node again. */
  reject(principal: Principal, nhpClassUuid: string, placementUuid: string) {
    return this.withSlot(
      principal,
      nhpClassUuid,
      placementUuid,
      'reject',
      async (manager, klass, slot) => {
        await this.slots.addRejection(manager, {
          rejectionUuid: randomUUID(),
          nhpClassUuid: klass.nhpClassUuid,
          nodeUuid: slot.nodeUuid,
          personUuid: slot.personUuid!,
          userUuid: principal.userUuid,
        });
        return this.write(manager, slot, null, 'INITIAL', null);
      },
    );
  }

  /**
   * Defer: the slot empties and the person moves to a later class of the same pool (not
   * FINAL): their availability in the pool becomes that class's date, and when the later class
   * is in PLACEMENT with an empty slot at the same node (same shift first), they take it.
   */
  async defer(
    principal: Principal,
    nhpClassUuid: string,
    placementUuid: string,
    targetClassUuid: string,
  ): Promise<DeferResultDto> {
    let movedTo: PlacementRow | null = null;
    let availableDate = '';
    const placement = await this.withSlot(
      principal,
      nhpClassUuid,
      placementUuid,
      'defer',
      async (manager, klass, slot) => {
        const target = await this.laterClass(principal, manager, klass, targetClassUuid);
        const personUuid = slot.personUuid!;
        const emptied = await this.write(manager, slot, null, 'INITIAL', null);
        const member = await this.pools.lockMember(manager, klass.nhpPoolUuid, personUuid);
        const targetDate = classDateOf(target);
        if (member) {
          availableDate = member.availableDate > targetDate ? member.availableDate : targetDate;
          await this.pools.setAvailableDate(manager, member.swimmerUuid, availableDate);
        }
        if (target.nhpClassStatusEnum === 'PLACEMENT')
          movedTo = await this.takeFreeSlot(manager, principal, target, slot, personUuid);
        return emptied;
      },
    );
    return { placement, availableDate, movedTo: movedTo ? mapNhpPlacement(movedTo) : null };
  }

  private async laterClass(
    principal: Principal,
    manager: EntityManager,
    klass: ClassRow,
    targetClassUuid: string,
  ): Promise<ClassRow> {
    if (targetClassUuid === klass.nhpClassUuid)
      throw new NhpException(NhpErrorCode.BadValue, 'Defer to a later class, not the same one');
    const target = await this.classService.writable(principal, targetClassUuid, manager);
    const problem = deferTargetProblem(klass, target);
    if (problem) throw new NhpException(problem.code, problem.message);
    return target;
  }

  private async takeFreeSlot(
    manager: EntityManager,
    principal: Principal,
    target: ClassRow,
    from: PlacementRow,
    personUuid: string,
  ): Promise<PlacementRow | null> {
    const slots = await this.classes.placements(target.nhpClassUuid, manager);
    if (slots.some((s) => s.personUuid === personUuid)) return null;
    const free = freeSlotFor(slots, from);
    if (!free) return null;
    const locked = (await this.classes.findPlacement(free.placementUuid, manager))!;
    if (locked.personUuid !== null) return null;
    const why = { deferredFrom: from.nhpClassUuid };
    const version = await this.slots.setSlot(
      manager,
      locked.placementUuid,
      personUuid,
      'INITIAL',
      why,
    );
    await this.record(
      manager,
      principal,
      locked.placementUuid,
      'deferred-in',
      { personUuid: null },
      { personUuid },
    );
    return { ...locked, personUuid, placementStatusEnum: 'INITIAL', why, version };
  }

  /**
   * Runs a slot action: the class share-locked (a class transition waits), the slot locked,
   * then the seed's rules (409 with the reason), then `work`.
   */
  private async withSlot(
    principal: Principal,
    nhpClassUuid: string | undefined,
    placementUuid: string,
    action: SlotAction,
    work: (manager: EntityManager, klass: ClassRow, slot: PlacementRow) => Promise<PlacementRow>,
  ): Promise<NhpPlacementDto> {
    const first = await this.classes.findPlacement(placementUuid);
    if (!first || (nhpClassUuid !== undefined && first.nhpClassUuid !== nhpClassUuid)) {
      if (nhpClassUuid !== undefined) await this.classService.readable(principal, nhpClassUuid);
      throw new ObjectNotFoundException(PLACEMENT_NOT_FOUND);
    }
    try {
      const row = await this.dataSource.transaction(async (manager) => {
        const klass = await this.classService.writable(
          principal,
          first.nhpClassUuid,
          manager,
          true,
        );
        const slot = (await this.classes.findPlacement(placementUuid, manager))!;
        const problem = placementActionProblem(klass.nhpClassStatusEnum, slot, action);
        if (problem)
          throw new NhpException(NhpErrorCode.PlacementConflict, problem, {
            nhpClassStatusEnum: klass.nhpClassStatusEnum,
            placementStatusEnum: slot.placementStatusEnum,
            personUuid: slot.personUuid,
          });
        const written = await work(manager, klass, slot);
        await this.record(
          manager,
          principal,
          placementUuid,
          action,
          { personUuid: slot.personUuid, placementStatusEnum: slot.placementStatusEnum },
          { personUuid: written.personUuid, placementStatusEnum: written.placementStatusEnum },
        );
        return written;
      });
      return mapNhpPlacement(row);
    } catch (error) {
      // Two placing one person into two slots at once: the second meets the unique key.
      if (isUniqueViolation(error))
        throw new NhpException(
          NhpErrorCode.PlacementConflict,
          'The person is already placed in this class',
        );
      throw error;
    }
  }

  /** Writes the slot and answers it as written (names re-read only when the person changed). */
  private async write(
    manager: EntityManager,
    slot: PlacementRow,
    personUuid: string | null,
    status: PlacementStatus,
    why: Record<string, unknown> | null,
  ): Promise<PlacementRow> {
    const version = await this.slots.setSlot(manager, slot.placementUuid, personUuid, status, why);
    if (personUuid === slot.personUuid)
      return { ...slot, placementStatusEnum: status, why, version };
    if (personUuid === null) return emptiedSlot(slot, status, why, version);
    return (await this.classes.findPlacement(slot.placementUuid, manager))!;
  }

  private record(
    manager: EntityManager,
    principal: Principal,
    placementUuid: string,
    action: string,
    before: object,
    after: object,
  ): Promise<void> {
    return this.audit.record(
      {
        entityType: 'nhp-placement',
        entityId: placementUuid,
        action,
        actorUserUuid: principal.userUuid,
        before,
        after,
      },
      manager,
    );
  }
}

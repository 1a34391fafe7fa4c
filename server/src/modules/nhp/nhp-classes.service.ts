import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { Permission } from '@domain/access';
import {
  canDeleteNhpClass,
  nhpActionForStatus,
  nhpClassTransition,
  type NhpClassAction,
} from '@domain/nhp';
import { isNhpClassStatus, type NhpClassStatus } from '@domain/status';
import {
  AccessForbiddenException,
  ObjectNotFoundException,
} from '@server/common/auth/access.exceptions';
import type { Principal } from '@server/common/auth/principal';
import { DomainEvents } from '@server/common/events/domain-events';
import { AuditService, type AuditSubject } from '@server/modules/audit/audit.service';
import type { CreateNhpClassDto, NhpClassDetailDto, NhpClassDto } from './dto/nhp-class.dto';
import { mapNhpClass, mapNhpKanban } from './dto/nhp-map';
import { NhpClassesRepository } from './nhp-classes.repository';
import type { ClassRow, OpenJobRow } from './nhp-rows';
import { NhpSlotsRepository } from './nhp-slots.repository';
import { NhpErrorCode, NhpException } from './nhp.exceptions';
import { NhpPoolsRepository } from './nhp-pools.repository';
import { canManagePool, canSeeClass, canSeePool, poolOf } from './nhp-scope';
import { slotsForKanbans } from './class-slots';

const CLASS_NOT_FOUND = 'Class not found';

/**
 * New-hire classes: lists, reads, creation, deletion and the status transitions of decision 0014
 * section 5. Classes of pools the caller cannot see answer 404, KANBAN ones too unless the
 * caller may manage the pool's classes; writes need that right (403). Every write locks the
 * class row, is audited and pushed as DIRTY nhp-class.
 */
@Injectable()
export class NhpClassesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly classes: NhpClassesRepository,
    private readonly slots: NhpSlotsRepository,
    private readonly pools: NhpPoolsRepository,
    private readonly audit: AuditService,
    private readonly events: DomainEvents,
  ) {}

  /** The class the caller may read (404 otherwise); locked when a manager is given. */
  async readable(
    principal: Principal,
    nhpClassUuid: string,
    manager?: EntityManager,
    share = false,
  ): Promise<ClassRow> {
    return this.seen(principal, await this.classes.findClass(nhpClassUuid, manager, share));
  }

  /** The class if the caller may see it, else 404 (missing and unseen alike). */
  private seen(principal: Principal, row: ClassRow | undefined): ClassRow {
    if (!row || !canSeeClass(principal.groups, poolOf(row), row.nhpClassStatusEnum))
      throw new ObjectNotFoundException(CLASS_NOT_FOUND);
    return row;
  }

  /** The class the caller may run (404 when unseen, 403 when seen but not theirs to run). */
  async writable(
    principal: Principal,
    nhpClassUuid: string,
    manager?: EntityManager,
    share = false,
  ): Promise<ClassRow> {
    const row = await this.readable(principal, nhpClassUuid, manager, share);
    if (!canManagePool(principal.groups, poolOf(row)))
      throw new AccessForbiddenException(Permission.ClassesManage);
    return row;
  }

  async list(principal: Principal): Promise<NhpClassDto[]> {
    return (await this.classes.allClasses())
      .filter((row) => canSeeClass(principal.groups, poolOf(row), row.nhpClassStatusEnum))
      .map(mapNhpClass);
  }

  async simple(principal: Principal, nhpClassUuid: string): Promise<NhpClassDto> {
    return mapNhpClass(await this.readable(principal, nhpClassUuid));
  }

  async get(principal: Principal, nhpClassUuid: string): Promise<NhpClassDetailDto> {
    // One round trip: the class with its kanbans, then the check on the class (issue 20).
    const found = await this.classes.findClassWithKanbans(nhpClassUuid);
    const row = this.seen(principal, found?.row);
    const { kanbans, placements } = found!;
    return {
      ...mapNhpClass(row),
      collNHPKanbans: kanbans.map((k) => mapNhpKanban(k, placements)),
    };
  }

  /** What a class's history is made of: the class and each of its placement slots. */
  async auditSubjects(principal: Principal, nhpClassUuid: string): Promise<AuditSubject[]> {
    await this.readable(principal, nhpClassUuid);
    const placements = await this.classes.placements(nhpClassUuid);
    return [
      { entityType: 'nhp-class', entityId: nhpClassUuid },
      ...placements.map((p) => ({ entityType: 'nhp-placement', entityId: p.placementUuid })),
    ];
  }

  /**
   * The client's open jobs (nodes with openings in KANBAN or PLACEMENT classes of its pools),
   * for the employer view, whose service checks the caller's right on the client first.
   */
  openJobsOfClient(clientNodeUuid: string): Promise<OpenJobRow[]> {
    return this.classes.openJobsOfClient(clientNodeUuid);
  }

  async create(principal: Principal, body: CreateNhpClassDto): Promise<NhpClassDto> {
    const pool = await this.pools.findPool(body.nhpPoolUuid.toLowerCase());
    if (!pool || !canSeePool(principal.groups, pool))
      throw new NhpException(NhpErrorCode.PoolNotFound, 'Pool not found');
    if (!canManagePool(principal.groups, pool))
      throw new AccessForbiddenException(Permission.ClassesManage);
    const description = body.description.trim();
    if (description === '')
      throw new NhpException(NhpErrorCode.BadValue, 'description is required');
    const nhpClassUuid = randomUUID();
    return this.dataSource.transaction(async (manager) => {
      await this.classes.insertClass(manager, {
        nhpClassUuid,
        description,
        classTimestamp: new Date(body.classTimestamp),
        nhpPoolUuid: pool.nhpPoolUuid,
        createdByUserUuid: principal.userUuid,
      });
      const row = (await this.classes.findClass(nhpClassUuid, manager))!;
      await this.record(manager, principal, row, 'create', undefined, {
        description,
        classTimestamp: row.classTimestamp,
        nhpPoolUuid: pool.nhpPoolUuid,
        nhpClassStatusEnum: row.nhpClassStatusEnum,
      });
      return mapNhpClass(row);
    });
  }

  /** Delete Class: only in KANBAN (409 otherwise); its kanbans go with it. */
  async remove(principal: Principal, nhpClassUuid: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const row = await this.writable(principal, nhpClassUuid, manager);
      if (!canDeleteNhpClass(row.nhpClassStatusEnum))
        throw new NhpException(
          NhpErrorCode.IllegalTransition,
          `The class is ${row.nhpClassStatusEnum}: only a KANBAN class can be deleted`,
          { nhpClassStatusEnum: row.nhpClassStatusEnum },
        );
      await this.classes.deleteClass(manager, nhpClassUuid);
      await this.record(manager, principal, row, 'delete', {
        description: row.description,
        nhpClassStatusEnum: row.nhpClassStatusEnum,
      });
      // Its kanbans went with it: the pool's members may be up for other jobs now (matching).
      const { nhpPoolUuid } = row;
      const event = { nhpPoolUuid, nhpClassUuid, actorUserUuid: principal.userUuid };
      await this.events.emit('nhp.jobs-changed', event, manager);
    });
  }

  /** PATCH .../status/{s}: the one action leading there from the current status, else 409. */
  async setStatus(principal: Principal, nhpClassUuid: string, raw: string): Promise<NhpClassDto> {
    if (!isNhpClassStatus(raw))
      throw new NhpException(
        NhpErrorCode.BadValue,
        `"${raw}" is not a class status (KANBAN, PLACEMENT or FINAL)`,
      );
    return this.run(principal, nhpClassUuid, (from) => {
      const action = nhpActionForStatus(from, raw);
      if (!action)
        throw new NhpException(
          NhpErrorCode.IllegalTransition,
          from === raw
            ? `The class is already ${raw}`
            : `A ${from} class cannot go straight to ${raw}`,
          { nhpClassStatusEnum: from },
        );
      return action;
    });
  }

  transition(principal: Principal, nhpClassUuid: string, action: NhpClassAction) {
    return this.run(principal, nhpClassUuid, () => action);
  }

  /**
   * Runs a class action with the class row locked: Finalize Kanbans creates one INITIAL slot
   * per opening (first shift first), UN-Finalize Kanbans removes the (empty) slots.
   */
  private run(
    principal: Principal,
    nhpClassUuid: string,
    choose: (from: NhpClassStatus) => NhpClassAction,
  ): Promise<NhpClassDto> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.writable(principal, nhpClassUuid, manager);
      const action = choose(row.nhpClassStatusEnum);
      const verdict = nhpClassTransition(
        row.nhpClassStatusEnum,
        action,
        await this.classes.fill(manager, nhpClassUuid),
      );
      if ('problem' in verdict)
        throw new NhpException(NhpErrorCode.IllegalTransition, verdict.problem, {
          nhpClassStatusEnum: row.nhpClassStatusEnum,
        });
      if (action === 'finalizeKanbans') await this.createSlots(manager, nhpClassUuid);
      if (action === 'unfinalizeKanbans') await this.slots.removeEmptySlots(manager, nhpClassUuid);
      await this.classes.setStatus(manager, nhpClassUuid, verdict.to);
      const after = (await this.classes.findClass(nhpClassUuid, manager))!;
      await this.record(
        manager,
        principal,
        row,
        action,
        { nhpClassStatusEnum: row.nhpClassStatusEnum },
        { nhpClassStatusEnum: verdict.to },
      );
      return mapNhpClass(after);
    });
  }

  private async createSlots(manager: EntityManager, nhpClassUuid: string): Promise<void> {
    const kanbans = await this.classes.kanbans(nhpClassUuid, manager);
    await this.slots.addSlots(manager, slotsForKanbans(nhpClassUuid, kanbans, randomUUID));
  }

  /** Audits a write of the class (DIRTY nhp-class with the class's id). */
  record(
    manager: EntityManager,
    principal: Principal,
    row: Pick<ClassRow, 'nhpClassUuid'>,
    action: string,
    before?: object,
    after?: object,
  ): Promise<void> {
    return this.audit.record(
      {
        entityType: 'nhp-class',
        entityId: row.nhpClassUuid,
        action,
        actorUserUuid: principal.userUuid,
        before,
        after,
      },
      manager,
    );
  }
}

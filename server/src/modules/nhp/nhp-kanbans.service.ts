import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { kanbanQuantityProblem, nextKanbanQuantity } from '@domain/nhp';
import type { Principal } from '@server/common/auth/principal';
import { DomainEvents } from '@server/common/events/domain-events';
import type { NhpKanbanQtyDto } from './dto/nhp-class.dto';
import { NhpClassesRepository } from './nhp-classes.repository';
import { NhpSlotsRepository } from './nhp-slots.repository';
import { NhpClassesService } from './nhp-classes.service';
import { NhpErrorCode, NhpException } from './nhp.exceptions';

/**
 * Kanban quantities: qty1 and qty2 of a node in a class (0-999). In KANBAN they are openings;
 * in PLACEMENT the node's slots follow them (more: new empty slots; fewer: the last empty ones
 * go), and a quantity below the slots holding a person is answered with the unchanged value.
 * A FINAL class refuses (409).
 */
@Injectable()
export class NhpKanbansService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly classes: NhpClassesRepository,
    private readonly slots: NhpSlotsRepository,
    private readonly classService: NhpClassesService,
    private readonly events: DomainEvents,
  ) {}

  async setQuantity(
    principal: Principal,
    nhpClassUuid: string,
    nodeUuid: string,
    rawSlot: string,
    rawQuantity: string,
  ): Promise<NhpKanbanQtyDto> {
    if (rawSlot !== '1' && rawSlot !== '2')
      throw new NhpException(
        NhpErrorCode.BadValue,
        'The quantity slot is 1 (first shift) or 2 (second shift)',
      );
    const problem = kanbanQuantityProblem(rawQuantity);
    if (problem) throw new NhpException(NhpErrorCode.BadValue, problem);
    const slot = Number(rawSlot) as 1 | 2;
    const asked = Number(rawQuantity);
    return this.dataSource.transaction(async (manager) => {
      const klass = await this.classService.writable(principal, nhpClassUuid, manager);
      if (klass.nhpClassStatusEnum === 'FINAL')
        throw new NhpException(
          NhpErrorCode.NotEditable,
          'The class is FINAL: its quantities are read-only',
          { nhpClassStatusEnum: klass.nhpClassStatusEnum },
        );
      if (!(await this.classes.isNodeOfClient(nodeUuid, klass.clientNodeUuid)))
        throw new NhpException(
          NhpErrorCode.NodeNotFound,
          "Node not found in the class's client site",
        );
      const kanban = await this.classes.lockKanban(manager, randomUUID(), nhpClassUuid, nodeUuid);
      const current = slot === 1 ? kanban.qty1 : kanban.qty2;
      const slots =
        klass.nhpClassStatusEnum === 'PLACEMENT'
          ? (await this.slots.slotsOf(manager, nhpClassUuid, nodeUuid)).filter(
              (s) => s.shift === slot,
            )
          : [];
      const next = nextKanbanQuantity(
        current,
        asked,
        slots.filter((s) => s.personUuid !== null).length,
      );
      if (next === current) return kanban;
      const saved = await this.classes.setQuantity(manager, kanban.kanbanUuid, slot, next);
      if (klass.nhpClassStatusEnum === 'PLACEMENT')
        await this.followQuantity(manager, nhpClassUuid, nodeUuid, slot, next);
      await this.classService.record(
        manager,
        principal,
        klass,
        'qty',
        { nodeUuid, [`qty${slot}`]: current },
        { nodeUuid, [`qty${slot}`]: next },
      );
      // A node with openings is a job of the pool's members (matching grades them against it):
      // tell matching when the node gains its first opening or loses its last.
      const other = slot === 1 ? kanban.qty2 : kanban.qty1;
      if (current + other === 0 || next + other === 0)
        await this.events.emit(
          'nhp.jobs-changed',
          { nhpPoolUuid: klass.nhpPoolUuid, nhpClassUuid, actorUserUuid: principal.userUuid },
          manager,
        );
      return saved;
    });
  }

  /** The node's slots of one shift become `quantity`: new empty ones, or the last empty go. */
  private async followQuantity(
    manager: EntityManager,
    nhpClassUuid: string,
    nodeUuid: string,
    shift: 1 | 2,
    quantity: number,
  ): Promise<void> {
    const all = await this.slots.slotsOf(manager, nhpClassUuid, nodeUuid);
    const ofShift = all.filter((s) => s.shift === shift);
    if (quantity > ofShift.length) {
      const top = all.reduce((max, s) => Math.max(max, s.ordinal), 0);
      await this.slots.addSlots(
        manager,
        Array.from({ length: quantity - ofShift.length }, (_, i) => ({
          placementUuid: randomUUID(),
          nhpClassUuid,
          nodeUuid,
          ordinal: top + i + 1,
          shift,
        })),
      );
    } else if (quantity < ofShift.length) {
      const emptiesLastFirst = ofShift
        .filter((s) => s.personUuid === null)
        .sort((a, b) => b.ordinal - a.ordinal)
        .slice(0, ofShift.length - quantity)
        .map((s) => s.placementUuid);
      await this.slots.removeEmptySlots(manager, nhpClassUuid, emptiesLastFirst);
    }
  }
}

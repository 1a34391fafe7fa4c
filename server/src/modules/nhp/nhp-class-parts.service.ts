import { Injectable } from '@nestjs/common';
import { ObjectNotFoundException } from '@server/common/auth/access.exceptions';
import type { Principal } from '@server/common/auth/principal';
import type { KanbanTreeNodeDto, NhpKanbanDto, NhpPlacementDto } from './dto/nhp-class.dto';
import { mapNhpKanban, mapNhpPlacement } from './dto/nhp-map';
import { NhpClassesRepository } from './nhp-classes.repository';
import { NhpClassesService } from './nhp-classes.service';

/** What a class holds, for those who may read the class: its kanbans, slots and job tree. */
@Injectable()
export class NhpClassPartsService {
  constructor(
    private readonly classes: NhpClassesRepository,
    private readonly classReads: NhpClassesService,
  ) {}

  async kanbans(principal: Principal, nhpClassUuid: string): Promise<NhpKanbanDto[]> {
    await this.classReads.readable(principal, nhpClassUuid);
    return this.kanbansOf(nhpClassUuid);
  }

  async kanban(
    principal: Principal,
    nhpClassUuid: string,
    kanbanUuid: string,
  ): Promise<NhpKanbanDto> {
    await this.classReads.readable(principal, nhpClassUuid);
    const row = await this.classes.kanban(kanbanUuid);
    if (!row || row.nhpClassUuid !== nhpClassUuid)
      throw new ObjectNotFoundException('Kanban not found');
    const placements = await this.classes.placements(nhpClassUuid);
    return mapNhpKanban(row, placements);
  }

  async placement(
    principal: Principal,
    nhpClassUuid: string,
    placementUuid: string,
  ): Promise<NhpPlacementDto> {
    await this.classReads.readable(principal, nhpClassUuid);
    const row = await this.classes.findPlacement(placementUuid);
    if (!row || row.nhpClassUuid !== nhpClassUuid)
      throw new ObjectNotFoundException('Placement not found');
    return mapNhpPlacement(row);
  }

  async kanbanTree(principal: Principal, nhpClassUuid: string): Promise<KanbanTreeNodeDto[]> {
    const row = await this.classReads.readable(principal, nhpClassUuid);
    return this.classes.kanbanTree(nhpClassUuid, row.clientNodeUuid);
  }

  private async kanbansOf(nhpClassUuid: string): Promise<NhpKanbanDto[]> {
    const { kanbans, placements } = await this.classes.kanbansAndPlacements(nhpClassUuid);
    return kanbans.map((k) => mapNhpKanban(k, placements));
  }
}

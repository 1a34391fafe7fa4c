import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PlacementStatus } from '@domain/status';

/**
 * The writes of a class's slots (nhp_placements) and refusals (nhp_rejections), each inside
 * the caller's transaction; the class and slot reads are NhpClassesRepository's.
 */
@Injectable()
export class NhpSlotsRepository {
  /** Slots of a node and shift: how many hold a person, and the empty ones, last first. */
  async slotsOf(
    manager: EntityManager,
    nhpClassUuid: string,
    nodeUuid: string,
  ): Promise<
    { placementUuid: string; shift: number; ordinal: number; personUuid: string | null }[]
  > {
    return manager.query(
      `SELECT placement_uuid AS "placementUuid", shift, ordinal, person_uuid AS "personUuid"
         FROM nhp_placements WHERE nhp_class_uuid = $1 AND node_uuid = $2
        ORDER BY ordinal FOR UPDATE`,
      [nhpClassUuid, nodeUuid],
    );
  }

  /** New empty slots: one per (node, shift) entry, ordinals continuing the node's. */
  async addSlots(
    manager: EntityManager,
    slots: {
      placementUuid: string;
      nhpClassUuid: string;
      nodeUuid: string;
      ordinal: number;
      shift: number;
    }[],
  ): Promise<void> {
    if (slots.length === 0) return;
    await manager.query(
      `INSERT INTO nhp_placements (placement_uuid, nhp_class_uuid, node_uuid, ordinal, shift)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::smallint[], $5::smallint[])`,
      [
        slots.map((s) => s.placementUuid),
        slots.map((s) => s.nhpClassUuid),
        slots.map((s) => s.nodeUuid),
        slots.map((s) => s.ordinal),
        slots.map((s) => s.shift),
      ],
    );
  }

  async removeEmptySlots(
    manager: EntityManager,
    nhpClassUuid: string,
    placementUuids?: readonly string[],
  ): Promise<number> {
    const [, count] = await manager.query(
      `DELETE FROM nhp_placements WHERE nhp_class_uuid = $1 AND person_uuid IS NULL
          AND ($2::uuid[] IS NULL OR placement_uuid = ANY($2::uuid[]))`,
      [nhpClassUuid, placementUuids ?? null],
    );
    return count;
  }

  /** Writes a slot's person, status and why; answers the new version. */
  async setSlot(
    manager: EntityManager,
    placementUuid: string,
    personUuid: string | null,
    status: PlacementStatus,
    why: Record<string, unknown> | null,
  ): Promise<number> {
    const [rows] = await manager.query(
      `UPDATE nhp_placements SET person_uuid = $2, placement_status_enum = $3, why = $4,
              version = version + 1, updated = now()
        WHERE placement_uuid = $1 RETURNING version`,
      [placementUuid, personUuid, status, why === null ? null : JSON.stringify(why)],
    );
    return rows[0].version;
  }

  /** Fills many empty slots at once (auto-place): INITIAL, with each one's why. */
  async fillSlots(
    manager: EntityManager,
    fills: readonly { placementUuid: string; personUuid: string; why: object }[],
  ): Promise<void> {
    if (fills.length === 0) return;
    await manager.query(
      `UPDATE nhp_placements x SET person_uuid = v.person, why = v.why,
              placement_status_enum = 'INITIAL', version = x.version + 1, updated = now()
         FROM unnest($1::uuid[], $2::uuid[], $3::jsonb[]) AS v(placement, person, why)
        WHERE x.placement_uuid = v.placement`,
      [
        fills.map((f) => f.placementUuid),
        fills.map((f) => f.personUuid),
        fills.map((f) => JSON.stringify(f.why)),
      ],
    );
  }

  async isRejected(
    manager: EntityManager,
    nhpClassUuid: string,
    nodeUuid: string,
    personUuid: string,
  ): Promise<boolean> {
    const rows = await manager.query(
      `SELECT 1 FROM nhp_rejections WHERE nhp_class_uuid = $1 AND node_uuid = $2 AND person_uuid = $3`,
      [nhpClassUuid, nodeUuid, personUuid],
    );
    return rows.length > 0;
  }

  async isPlacedInClass(
    manager: EntityManager,
    nhpClassUuid: string,
    personUuid: string,
  ): Promise<boolean> {
    const rows = await manager.query(
      `SELECT 1 FROM nhp_placements WHERE nhp_class_uuid = $1 AND person_uuid = $2`,
      [nhpClassUuid, personUuid],
    );
    return rows.length > 0;
  }

  /** (node, person) pairs rejected in the class, as "node/person" keys. */
  async rejectedPairs(manager: EntityManager, nhpClassUuid: string): Promise<Set<string>> {
    const rows: { key: string }[] = await manager.query(
      `SELECT node_uuid || '/' || person_uuid AS key FROM nhp_rejections WHERE nhp_class_uuid = $1`,
      [nhpClassUuid],
    );
    return new Set(rows.map((r) => r.key));
  }

  async addRejection(
    manager: EntityManager,
    row: {
      rejectionUuid: string;
      nhpClassUuid: string;
      nodeUuid: string;
      personUuid: string;
      userUuid: string;
    },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO nhp_rejections (rejection_uuid, nhp_class_uuid, node_uuid, person_uuid, rejected_by_user_uuid)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (nhp_class_uuid, node_uuid, person_uuid) DO NOTHING`,
      [row.rejectionUuid, row.nhpClassUuid, row.nodeUuid, row.personUuid, row.userUuid],
    );
  }
}

import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { demoRow } from './demo-row';
import type { Values } from './path-values';

export interface NhpFixtures {
  pool: string;
  placementClass: string;
  /** A KANBAN class of the pool that starts later: the target of Defer. */
  laterClass: string;
  kanban: string;
  kanbanNode: string;
  filledSlot: string;
  emptySlot: string;
  swimmer: string;
  /** A new KANBAN class of the pool, for Delete Class. */
  freshKanbanClass(): Promise<string>;
}

export async function nhpFixtures(ds: DataSource): Promise<NhpFixtures> {
  const klass = await demoRow<{ pool: string; klass: string }>(
    ds,
    `SELECT k.nhp_pool_uuid AS pool, k.nhp_class_uuid AS klass FROM nhp_classes k
       JOIN nhp_pools p ON p.nhp_pool_uuid = k.nhp_pool_uuid
      WHERE p.description = 'Riverside Day Pool' AND k.nhp_class_status_enum = 'PLACEMENT'`,
  );
  const later = await demoRow<{ klass: string }>(
    ds,
    `SELECT nhp_class_uuid AS klass FROM nhp_classes
      WHERE nhp_pool_uuid = $1 AND nhp_class_status_enum = 'KANBAN'
        AND class_timestamp > (SELECT class_timestamp FROM nhp_classes WHERE nhp_class_uuid = $2)`,
    [klass.pool, klass.klass],
  );
  const kanban = await demoRow<{ kanban: string; node: string }>(
    ds,
    `SELECT kanban_uuid AS kanban, node_uuid AS node FROM nhp_kanbans WHERE nhp_class_uuid = $1
      ORDER BY node_uuid LIMIT 1`,
    [klass.klass],
  );
  const slot = (filled: boolean) =>
    demoRow<{ placement: string }>(
      ds,
      `SELECT placement_uuid AS placement FROM nhp_placements WHERE nhp_class_uuid = $1
          AND (person_uuid IS NOT NULL) = $2 ORDER BY node_uuid, ordinal LIMIT 1`,
      [klass.klass, filled],
    );
  const swimmer = await demoRow<{ swimmer: string }>(
    ds,
    `SELECT s.swimmer_uuid AS swimmer FROM nhp_swimmers s WHERE s.nhp_pool_uuid = $1
        AND NOT EXISTS (SELECT 1 FROM nhp_placements x WHERE x.nhp_class_uuid = $2 AND x.person_uuid = s.person_uuid)
      ORDER BY s.swimmer_uuid LIMIT 1`,
    [klass.pool, klass.klass],
  );
  return {
    pool: klass.pool,
    placementClass: klass.klass,
    laterClass: later.klass,
    kanban: kanban.kanban,
    kanbanNode: kanban.node,
    filledSlot: (await slot(true)).placement,
    emptySlot: (await slot(false)).placement,
    swimmer: swimmer.swimmer,
    freshKanbanClass: async () => {
      const uuid = randomUUID();
      await ds.query(
        `INSERT INTO nhp_classes (nhp_class_uuid, description, class_timestamp, nhp_pool_uuid)
         VALUES ($1, 'Matrix class', now() + interval '30 days', $2)`,
        [uuid, klass.pool],
      );
      return uuid;
    },
  };
}

/** New-hire class operations: the Riverside Day Pool's PLACEMENT class and its slots. */
export function nhpValues(nhp: NhpFixtures): Record<string, () => Promise<Values> | Values> {
  const klass = { id: nhp.placementClass, classId: nhp.placementClass };
  const slot = (placementId: string) => () => ({ ...klass, placementId });
  return {
    getNhpPool: () => ({ id: nhp.pool }),
    getSwimmer: () => ({ id: nhp.swimmer }),
    listUnplacedSwimmers: () => klass,
    searchSwimmers: () => ({ ...klass, text: 'a' }),
    getNhpClass: () => klass,
    getNhpClassSimple: () => klass,
    getNhpClassHistory: () => klass,
    getNhpKanban: () => ({ ...klass, k: nhp.kanban }),
    getNhpPlacement: () => ({ ...klass, p: nhp.filledSlot }),
    getNhpKanbanTree: () => klass,
    listNhpKanbans: () => klass,
    deleteNhpClass: async () => ({ id: await nhp.freshKanbanClass() }),
    emailNhpClass: () => klass,
    finalizeNhpClass: () => klass,
    unfinalizeNhpClass: () => klass,
    finalizeNhpKanbans: () => klass,
    unfinalizeNhpKanbans: () => klass,
    setNhpClassStatus: () => ({ ...klass, status: 'PLACEMENT' }),
    setNhpKanbanQty: () => ({ ...klass, nodeId: nhp.kanbanNode, slot: '1', quantity: '4' }),
    isNhpPlacementMatch: () => ({ id: nhp.filledSlot }),
    getNhpClassFit: () => klass,
    getNhpMemberFit: () => ({ id: nhp.filledSlot }),
    placeSwimmer: () => ({ placementId: nhp.emptySlot, swimmerId: nhp.swimmer }),
    autoPlaceNhpClass: () => klass,
    deferNhpPlacement: () => ({
      ...klass,
      placementId: nhp.filledSlot,
      targetClassId: nhp.laterClass,
    }),
    rejectNhpPlacement: slot(nhp.filledSlot),
    confirmNhpPlacement: slot(nhp.filledSlot),
    unconfirmNhpPlacement: slot(nhp.filledSlot),
  };
}

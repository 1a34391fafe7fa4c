import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { NhpClassFill } from '@domain/nhp';
import type { NhpClassStatus } from '@domain/status';
import { hotQuery } from '@server/common/db/hot-query';
import type { KanbanTreeNodeDto, NhpKanbanQtyDto } from './dto/nhp-class.dto';
import type { ClassRow, KanbanRow, OpenJobRow, PlacementRow } from './nhp-rows';

const CLASS_SELECT = `
  SELECT k.nhp_class_uuid AS "nhpClassUuid", k.description, k.class_timestamp AS "classTimestamp",
         k.nhp_pool_uuid AS "nhpPoolUuid", pl.description AS "poolDescription",
         pl.client_node_uuid AS "clientNodeUuid", c.description AS "clientDescription",
         k.nhp_class_status_enum AS "nhpClassStatusEnum", k.version,
         (SELECT COALESCE(sum(b.qty1 + b.qty2), 0)::int FROM nhp_kanbans b
           WHERE b.nhp_class_uuid = k.nhp_class_uuid) AS openings,
         (SELECT count(*)::int FROM nhp_placements x
           WHERE x.nhp_class_uuid = k.nhp_class_uuid AND x.person_uuid IS NOT NULL) AS filled,
         (SELECT count(*)::int FROM nhp_placements x WHERE x.nhp_class_uuid = k.nhp_class_uuid
             AND x.person_uuid IS NOT NULL AND x.placement_status_enum = 'FINAL') AS confirmed
    FROM nhp_classes k
    JOIN nhp_pools pl ON pl.nhp_pool_uuid = k.nhp_pool_uuid
    JOIN tree_nodes c ON c.node_uuid = pl.client_node_uuid`;

const PLACEMENT_SELECT = `
  SELECT x.placement_uuid AS "placementUuid", x.nhp_class_uuid AS "nhpClassUuid",
         x.node_uuid AS "nodeUuid", x.ordinal, x.shift, x.person_uuid AS "personUuid",
         x.placement_status_enum AS "placementStatusEnum", x.why, x.version,
         p.first_name AS "firstName", p.last_name AS "lastName", i.id
    FROM nhp_placements x
    LEFT JOIN persons p ON p.person_uuid = x.person_uuid
    LEFT JOIN person_ids i ON i.id_uuid = p.primary_id_uuid`;

const KANBAN_COLUMNS = `
  b.kanban_uuid AS "kanbanUuid", b.nhp_class_uuid AS "nhpClassUuid",
  b.node_uuid AS "nodeUuid", b.qty1, b.qty2, n.description, n.level_uuid AS "levelUuid",
  ARRAY(SELECT a.description FROM unnest(n.ancestors) WITH ORDINALITY u(id, pos)
          JOIN tree_nodes a ON a.node_uuid = u.id
         WHERE u.pos > 1 ORDER BY u.pos) AS "ancestorDescriptions"`;
const KANBAN_FROM = `FROM nhp_kanbans b JOIN tree_nodes n ON n.node_uuid = b.node_uuid`;
const KANBAN_SELECT = `SELECT ${KANBAN_COLUMNS} ${KANBAN_FROM}`;
/** A class's kanbans that have openings or slots ($1: the class). */
const KANBANS_OF_CLASS = `WHERE b.nhp_class_uuid = $1 AND (b.qty1 > 0 OR b.qty2 > 0
  OR EXISTS (SELECT 1 FROM nhp_placements x WHERE x.nhp_class_uuid = b.nhp_class_uuid
               AND x.node_uuid = b.node_uuid))`;

/** The class $1 (findClass). */
const CLASS_BY_ID = `${CLASS_SELECT} WHERE k.nhp_class_uuid = $1`;

/** The class's ($1) kanbans and placements (kanbansAndPlacements). */
const KANBANS_AND_PLACEMENTS = `SELECT
   (SELECT coalesce(json_agg(k ORDER BY k.ancestors, k.description), '[]')
      FROM (SELECT ${KANBAN_COLUMNS}, n.ancestors ${KANBAN_FROM} ${KANBANS_OF_CLASS}) k) AS kanbans,
   (SELECT coalesce(json_agg(x ORDER BY x."nodeUuid", x.ordinal), '[]')
      FROM (${PLACEMENT_SELECT} WHERE x.nhp_class_uuid = $1) x) AS placements`;

/** The class $1 with its kanbans and placements (findClassWithKanbans). */
const CLASS_WITH_KANBANS = `SELECT c.*, kp.kanbans, kp.placements
   FROM (${CLASS_BY_ID}) c CROSS JOIN LATERAL (${KANBANS_AND_PLACEMENTS}) kp`;

/** The nhp_classes, nhp_kanbans, nhp_placements and nhp_rejections queries. */
@Injectable()
export class NhpClassesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private db(manager?: EntityManager) {
    return manager ?? this.dataSource.manager;
  }

  allClasses(): Promise<ClassRow[]> {
    return this.dataSource.query(`${CLASS_SELECT} ORDER BY k.class_timestamp DESC, k.description`);
  }

  /** The class; with a manager its row is locked (FOR UPDATE, or FOR SHARE when `share`). */
  async findClass(
    nhpClassUuid: string,
    manager?: EntityManager,
    share = false,
  ): Promise<ClassRow | undefined> {
    if (!manager)
      return (await hotQuery<ClassRow>(this.dataSource, CLASS_BY_ID, [nhpClassUuid]))[0];
    const rows: ClassRow[] = await manager.query(
      `${CLASS_BY_ID} FOR ${share ? 'SHARE' : 'UPDATE'} OF k`,
      [nhpClassUuid],
    );
    return rows[0];
  }

  async insertClass(
    manager: EntityManager,
    row: {
      nhpClassUuid: string;
      description: string;
      classTimestamp: Date;
      nhpPoolUuid: string;
      createdByUserUuid: string;
    },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO nhp_classes (nhp_class_uuid, description, class_timestamp, nhp_pool_uuid, created_by_user_uuid)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        row.nhpClassUuid,
        row.description,
        row.classTimestamp,
        row.nhpPoolUuid,
        row.createdByUserUuid,
      ],
    );
  }

  async deleteClass(manager: EntityManager, nhpClassUuid: string): Promise<void> {
    await manager.query(`DELETE FROM nhp_classes WHERE nhp_class_uuid = $1`, [nhpClassUuid]);
  }

  async setStatus(
    manager: EntityManager,
    nhpClassUuid: string,
    status: NhpClassStatus,
  ): Promise<number> {
    const [rows] = await manager.query(
      `UPDATE nhp_classes SET nhp_class_status_enum = $2, version = version + 1, updated = now()
        WHERE nhp_class_uuid = $1 RETURNING version`,
      [nhpClassUuid, status],
    );
    return rows[0].version;
  }

  async fill(manager: EntityManager, nhpClassUuid: string): Promise<NhpClassFill> {
    const [row] = await manager.query(
      `SELECT (SELECT COALESCE(sum(qty1 + qty2), 0)::int FROM nhp_kanbans WHERE nhp_class_uuid = $1) AS openings,
              count(*) FILTER (WHERE person_uuid IS NOT NULL)::int AS filled,
              count(*) FILTER (WHERE person_uuid IS NOT NULL AND placement_status_enum = 'INITIAL')::int AS unconfirmed
         FROM nhp_placements WHERE nhp_class_uuid = $1`,
      [nhpClassUuid],
    );
    return row;
  }

  kanbans(nhpClassUuid: string, manager?: EntityManager): Promise<KanbanRow[]> {
    return this.db(manager).query(
      `${KANBAN_SELECT} ${KANBANS_OF_CLASS} ORDER BY n.ancestors, n.description`,
      [nhpClassUuid],
    );
  }

  /**
   * kanbans() and placements() in one round trip (a class's detail is polled; issue 20): the
   * same rows in the same orders; each kanban row also carries its sort key (ancestors).
   */
  async kanbansAndPlacements(
    nhpClassUuid: string,
  ): Promise<{ kanbans: KanbanRow[]; placements: PlacementRow[] }> {
    const [row] = await hotQuery(this.dataSource, KANBANS_AND_PLACEMENTS, [nhpClassUuid]);
    return row as { kanbans: KanbanRow[]; placements: PlacementRow[] };
  }

  /**
   * findClass() and kanbansAndPlacements() in one round trip (a class's detail is polled;
   * issue 20): the caller checks the class before using the rest.
   */
  async findClassWithKanbans(
    nhpClassUuid: string,
  ): Promise<{ row: ClassRow; kanbans: KanbanRow[]; placements: PlacementRow[] } | undefined> {
    const [found] = await hotQuery(this.dataSource, CLASS_WITH_KANBANS, [nhpClassUuid]);
    if (!found) return undefined;
    const { kanbans, placements, ...row } = found;
    return { row: row as ClassRow, kanbans, placements };
  }

  async kanban(kanbanUuid: string): Promise<KanbanRow | undefined> {
    const rows: KanbanRow[] = await this.dataSource.query(
      `${KANBAN_SELECT} WHERE b.kanban_uuid = $1`,
      [kanbanUuid],
    );
    return rows[0];
  }

  /**
   * Every live node of the client site with the class's quantities and filled slots, in tree
   * order: the KANBAN tree table.
   */
  kanbanTree(nhpClassUuid: string, clientNodeUuid: string): Promise<KanbanTreeNodeDto[]> {
    return this.dataSource.query(
      `SELECT n.node_uuid AS "nodeUuid", n.parent_node_uuid AS "parentNodeUuid", n.description,
              n.level_uuid AS "levelUuid",
              CASE WHEN n.node_uuid = $2 THEN 0
                   ELSE cardinality(n.ancestors) - array_position(n.ancestors, $2::uuid) + 1 END AS depth,
              b.kanban_uuid AS "kanbanUuid", COALESCE(b.qty1, 0) AS qty1, COALESCE(b.qty2, 0) AS qty2,
              (SELECT count(*)::int FROM nhp_placements x WHERE x.nhp_class_uuid = $1
                  AND x.node_uuid = n.node_uuid AND x.shift = 1 AND x.person_uuid IS NOT NULL) AS filled1,
              (SELECT count(*)::int FROM nhp_placements x WHERE x.nhp_class_uuid = $1
                  AND x.node_uuid = n.node_uuid AND x.shift = 2 AND x.person_uuid IS NOT NULL) AS filled2
         FROM tree_nodes n
         LEFT JOIN nhp_kanbans b ON b.nhp_class_uuid = $1 AND b.node_uuid = n.node_uuid
        WHERE (n.node_uuid = $2 OR n.ancestors @> ARRAY[$2::uuid]) AND n.trashed_at IS NULL
        ORDER BY n.ancestors || n.node_uuid`,
      [nhpClassUuid, clientNodeUuid],
    );
  }

  /** The client's open jobs: live nodes with openings in its pools' KANBAN and PLACEMENT classes. */
  openJobsOfClient(clientNodeUuid: string): Promise<OpenJobRow[]> {
    return this.dataSource.query(
      `SELECT b.node_uuid AS "nodeUuid", n.description,
              ARRAY(SELECT a.description FROM unnest(n.ancestors) WITH ORDINALITY u(id, pos)
                      JOIN tree_nodes a ON a.node_uuid = u.id
                     WHERE u.pos > 2 ORDER BY u.pos) AS "ancestorDescriptions",
              sum(b.qty1 + b.qty2)::int AS openings,
              to_char(min(k.class_timestamp) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "firstClassDate"
         FROM nhp_kanbans b
         JOIN nhp_classes k ON k.nhp_class_uuid = b.nhp_class_uuid
          AND k.nhp_class_status_enum IN ('KANBAN', 'PLACEMENT')
         JOIN nhp_pools pl ON pl.nhp_pool_uuid = k.nhp_pool_uuid AND pl.client_node_uuid = $1
         JOIN tree_nodes n ON n.node_uuid = b.node_uuid AND n.trashed_at IS NULL
        WHERE b.qty1 + b.qty2 > 0
        GROUP BY b.node_uuid, n.description, n.ancestors
        ORDER BY n.ancestors, n.description`,
      [clientNodeUuid],
    );
  }

  /** A live node inside the client site: whose openings a class may hold. */
  async isNodeOfClient(nodeUuid: string, clientNodeUuid: string): Promise<boolean> {
    const rows = await this.dataSource.query(
      `SELECT 1 FROM tree_nodes WHERE node_uuid = $1 AND trashed_at IS NULL
          AND (node_uuid = $2 OR ancestors @> ARRAY[$2::uuid])`,
      [nodeUuid, clientNodeUuid],
    );
    return rows.length > 0;
  }

  /** The kanban of (class, node), created with zero quantities when missing, locked. */
  async lockKanban(
    manager: EntityManager,
    kanbanUuid: string,
    nhpClassUuid: string,
    nodeUuid: string,
  ): Promise<NhpKanbanQtyDto> {
    await manager.query(
      `INSERT INTO nhp_kanbans (kanban_uuid, nhp_class_uuid, node_uuid) VALUES ($1, $2, $3)
       ON CONFLICT (nhp_class_uuid, node_uuid) DO NOTHING`,
      [kanbanUuid, nhpClassUuid, nodeUuid],
    );
    const [row] = await manager.query(
      `SELECT kanban_uuid AS "kanbanUuid", nhp_class_uuid AS "nhpClassUuid", node_uuid AS "nodeUuid",
              qty1, qty2 FROM nhp_kanbans WHERE nhp_class_uuid = $1 AND node_uuid = $2 FOR UPDATE`,
      [nhpClassUuid, nodeUuid],
    );
    return row;
  }

  async setQuantity(
    manager: EntityManager,
    kanbanUuid: string,
    slot: 1 | 2,
    quantity: number,
  ): Promise<NhpKanbanQtyDto> {
    const [rows] = await manager.query(
      `UPDATE nhp_kanbans SET ${slot === 1 ? 'qty1' : 'qty2'} = $2 WHERE kanban_uuid = $1
       RETURNING kanban_uuid AS "kanbanUuid", nhp_class_uuid AS "nhpClassUuid",
                 node_uuid AS "nodeUuid", qty1, qty2`,
      [kanbanUuid, quantity],
    );
    return rows[0];
  }

  placements(nhpClassUuid: string, manager?: EntityManager): Promise<PlacementRow[]> {
    return this.db(manager).query(
      `${PLACEMENT_SELECT} WHERE x.nhp_class_uuid = $1 ORDER BY x.node_uuid, x.ordinal`,
      [nhpClassUuid],
    );
  }

  /** The slot; with a manager its row is locked (two placing into one slot run in turn). */
  async findPlacement(
    placementUuid: string,
    manager?: EntityManager,
  ): Promise<PlacementRow | undefined> {
    const rows: PlacementRow[] = await this.db(manager).query(
      `${PLACEMENT_SELECT} WHERE x.placement_uuid = $1${manager ? ' FOR UPDATE OF x' : ''}`,
      [placementUuid],
    );
    return rows[0];
  }
}

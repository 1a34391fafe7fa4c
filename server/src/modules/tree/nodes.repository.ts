import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { hotQuery } from '@server/common/db/hot-query';
import { TreeNode } from './entities/tree-node.entity';
import { NodeContents } from './node-contents';

export interface NodePdaRow {
  pdaUuid: string;
  nodeUuid: string;
  description: string;
  pdaTypeUuid: string;
  pdaStatusEnum: string;
}

export interface NodeRow {
  nodeUuid: string;
  description: string;
  enabled: boolean;
  parentNodeUuid: string | null;
  levelUuid: string;
  ancestors: string[];
  version: number;
}

/** One file of a node (collJFFiles); the same fields as the files module's FileDto. */
export interface NodeFileRow {
  fileUuid: string;
  name: string;
  bytes: number;
  fileTypeUuid: string | null;
  zeroBytes: boolean;
  mimeType: string;
  created: string;
}

const COLUMNS = `n.node_uuid AS "nodeUuid", n.description, n.enabled, n.parent_node_uuid AS "parentNodeUuid",
  n.level_uuid AS "levelUuid", n.ancestors, n.version`;

/** A live node ($1) with its ancestors' rows as JSON, tenant first (findLiveWithAncestors). */
const WITH_ANCESTORS = `SELECT ${COLUMNS},
        (SELECT coalesce(json_agg(a ORDER BY a.ord), '[]')
           FROM (SELECT x.ord, ${COLUMNS}
                   FROM unnest(n.ancestors) WITH ORDINALITY AS x(id, ord)
                   JOIN tree_nodes n ON n.node_uuid = x.id) a) AS "ancestorRows"
   FROM tree_nodes n
  WHERE n.node_uuid = $1 AND n.trashed_at IS NULL`;

/** Tree reads and writes; trashing a node trashes its whole subtree (trashSubtree). */
@Injectable()
export class NodesRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly contents: NodeContents,
  ) {}

  private q(manager?: EntityManager) {
    return manager ?? this.dataSource.manager;
  }

  async findLive(nodeUuid: string, manager?: EntityManager): Promise<NodeRow | null> {
    const [row] = await this.q(manager).query(
      `SELECT ${COLUMNS} FROM tree_nodes n
        WHERE n.node_uuid = $1 AND n.trashed_at IS NULL`,
      [nodeUuid],
    );
    return row ?? null;
  }

  /**
   * A live node with its breadcrumbs (tenant-to-parent order) in one round trip: every node
   * read resolves these first, and node reads are polled (issue 20).
   */
  async findLiveWithAncestors(
    nodeUuid: string,
  ): Promise<{ node: NodeRow; ancestors: NodeRow[] } | null> {
    const [row] = await hotQuery(this.dataSource, WITH_ANCESTORS, [nodeUuid]);
    if (!row) return null;
    const { ancestorRows, ...node } = row as NodeRow & {
      ancestorRows: (NodeRow & { ord: number })[];
    };
    return { node, ancestors: ancestorRows.map(({ ord: _ord, ...a }) => a) };
  }

  /** The node's client site (its NAMC ancestor: second in the ancestry), null for the tenant. */
  async findClientOf(node: NodeRow): Promise<NodeRow | null> {
    const clientUuid = node.ancestors[1];
    if (!clientUuid) return null;
    const [row] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM tree_nodes n WHERE n.node_uuid = $1`,
      [clientUuid],
    );
    return row ?? null;
  }

  /** Every live node under the given client sites (null: all clients), tenant included. */
  /**
   * Every live node of the given client sites (all when null), parents before children. The
   * ancestors are not sent back: the list does not need them, and parsing 100,000 arrays costs
   * more than the query.
   */
  findAllLive(clientIds: string[] | null): Promise<Omit<NodeRow, 'ancestors' | 'version'>[]> {
    return this.dataSource.query(
      `SELECT n.node_uuid AS "nodeUuid", n.description, n.enabled,
              n.parent_node_uuid AS "parentNodeUuid", n.level_uuid AS "levelUuid"
         FROM tree_nodes n
        WHERE n.trashed_at IS NULL
          AND ($1::uuid[] IS NULL OR n.parent_node_uuid IS NULL OR n.node_uuid = ANY($1) OR n.ancestors[2] = ANY($1))
        ORDER BY array_length(n.ancestors, 1) NULLS FIRST, n.description`,
      [clientIds],
    );
  }

  /** Live nodes of the given levels inside one client (candidates for a move). */
  findInClientAtLevels(
    clientUuid: string,
    levelUuids: string[],
  ): Promise<(NodeRow & { path: string })[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS},
              (SELECT string_agg(a.description, ' / ' ORDER BY x.ord)
                 FROM unnest(n.ancestors || n.node_uuid) WITH ORDINALITY AS x(id, ord)
                 JOIN tree_nodes a ON a.node_uuid = x.id WHERE x.ord > 1) AS path
         FROM tree_nodes n
        WHERE n.trashed_at IS NULL AND n.level_uuid = ANY($2)
          AND (n.node_uuid = $1 OR n.ancestors[2] = $1)
        ORDER BY path`,
      [clientUuid, levelUuids],
    );
  }

  /**
   * What a node read shows under the node, in one round trip (node reads are polled; issue
   * 20): its live children by name, and the lists the PDA and files modules provide
   * (NodeContents: collPDAs, collJFFiles) in their owners' SQL.
   */
  async findContents(
    nodeUuid: string,
  ): Promise<{ children: NodeRow[]; pdas: NodePdaRow[]; files: NodeFileRow[] }> {
    const sql = `SELECT
         (SELECT coalesce(json_agg(c ORDER BY c.description), '[]')
            FROM (SELECT ${COLUMNS} FROM tree_nodes n
                   WHERE n.parent_node_uuid = $1 AND n.trashed_at IS NULL) c) AS children,
         (${this.contents.listSql('pdas')}) AS pdas,
         (${this.contents.listSql('files')}) AS files`;
    const [row] = await hotQuery(this.dataSource, sql, [nodeUuid]);
    return row as { children: NodeRow[]; pdas: NodePdaRow[]; files: NodeFileRow[] };
  }

  async insert(node: Partial<TreeNode>, manager: EntityManager): Promise<void> {
    await manager.getRepository(TreeNode).insert(node);
  }

  /** Bumps the version so concurrent editors can tell their copy is stale. */
  /**
   * Trashes a node and its whole subtree at once, so that `trashed_at IS NULL` alone tells a
   * live node everywhere (sums, reports, search, move candidates).
   */
  async trashSubtree(nodeUuid: string, at: Date, manager: EntityManager): Promise<void> {
    await manager.query(
      `UPDATE tree_nodes SET trashed_at = $2, version = version + 1
        WHERE (node_uuid = $1 OR ancestors @> ARRAY[$1]::uuid[]) AND trashed_at IS NULL`,
      [nodeUuid, at],
    );
  }

  /** Applies the changes and bumps the version; answers the new version. */
  async update(
    nodeUuid: string,
    changes: Partial<TreeNode>,
    manager: EntityManager,
  ): Promise<number> {
    const result = await manager
      .createQueryBuilder()
      .update(TreeNode)
      .set({ ...changes, version: () => 'version + 1' })
      .where('node_uuid = :nodeUuid', { nodeUuid })
      .returning('version')
      .execute();
    return (result.raw as { version: number }[])[0].version;
  }

  /** Moves a node: its subtree's ancestry is rewritten in one statement. */
  async move(node: NodeRow, newParent: NodeRow, manager: EntityManager): Promise<number> {
    const newAncestors = [...newParent.ancestors, newParent.nodeUuid];
    const depth = node.ancestors.length;
    await manager.query(
      `UPDATE tree_nodes SET ancestors = $2::uuid[] || ancestors[$3:], version = version + 1, updated = now()
        WHERE ancestors @> ARRAY[$1]::uuid[]`,
      [node.nodeUuid, newAncestors, depth + 1],
    );
    return this.update(
      node.nodeUuid,
      { parentNodeUuid: newParent.nodeUuid, ancestors: newAncestors },
      manager,
    );
  }
}

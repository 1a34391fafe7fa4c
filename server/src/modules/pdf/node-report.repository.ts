import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface LevelCount {
  levelUuid: string;
  count: number;
}

/** The report's one read beyond NodesService.get: how many live nodes of each level lie below. */
@Injectable()
export class NodeReportRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Live descendants by level. `clientUuids` limits the count to those client sites (the
   * tenant's report must not count sites the reader cannot see); null counts everything.
   */
  countBelowByLevel(nodeUuid: string, clientUuids: string[] | null): Promise<LevelCount[]> {
    return this.dataSource.query(
      `SELECT n.level_uuid AS "levelUuid", count(*)::int AS count
         FROM tree_nodes n
        WHERE n.ancestors @> ARRAY[$1]::uuid[] AND n.trashed_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM tree_nodes a
                           WHERE a.node_uuid = ANY(n.ancestors) AND a.trashed_at IS NOT NULL)
          AND ($2::uuid[] IS NULL OR n.node_uuid = ANY($2) OR n.ancestors[2] = ANY($2))
        GROUP BY n.level_uuid`,
      [nodeUuid, clientUuids],
    );
  }
}

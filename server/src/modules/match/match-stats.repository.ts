import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CapabilityDirection } from '@domain/match-engine';
import { NEWEST_MEASUREMENTS, type MeasurementRow } from './match-inputs.repository';
import { PoolMembership, type PoolMemberRow } from './pool-membership';

export type { PoolMemberRow } from './pool-membership';

export interface StatsNodeRow {
  nodeUuid: string;
  parentNodeUuid: string | null;
  levelUuid: string;
  description: string;
  /** The node has an active (completed or approved) PDA. */
  hasPda: boolean;
}

export interface RuleDemandRow {
  pdaUuid: string;
  pdaDescription: string;
  nodeUuid: string;
  capabilityUuid: string;
  code: string;
  capabilityDescription: string;
  direction: CapabilityDirection;
  units: string | null;
  pdaValue: string;
}

/** What the statistics read besides the results: the client's tree, pools and demands. */
@Injectable()
export class MatchStatsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pools: PoolMembership,
  ) {}

  /** The client site and every live node below it. */
  nodesOfClient(clientUuid: string): Promise<StatsNodeRow[]> {
    return this.dataSource.query(
      `SELECT node_uuid AS "nodeUuid", parent_node_uuid AS "parentNodeUuid",
              level_uuid AS "levelUuid", description,
              EXISTS (SELECT 1 FROM pdas p WHERE p.node_uuid = tree_nodes.node_uuid
                         AND p.pda_status_enum IN ('COMPLETED', 'APPROVED')) AS "hasPda"
         FROM tree_nodes
        WHERE (node_uuid = $1 OR ancestors[2] = $1) AND trashed_at IS NULL
        ORDER BY cardinality(ancestors), description`,
      [clientUuid],
    );
  }

  /** The node and every live node below it. */
  async subtree(nodeUuid: string): Promise<string[]> {
    const rows: { nodeUuid: string }[] = await this.dataSource.query(
      `SELECT node_uuid AS "nodeUuid" FROM tree_nodes
        WHERE (node_uuid = $1 OR $1 = ANY(ancestors)) AND trashed_at IS NULL`,
      [nodeUuid],
    );
    return rows.map((r) => r.nodeUuid);
  }

  /** n of the statistics: the people in any pool of the client, once each. */
  poolPeopleOfClient(clientUuid: string): Promise<string[]> {
    return this.pools.reads.poolPeopleOfClient(clientUuid);
  }

  /** A value that changes when the client's pool members do. */
  poolFingerprint(clientUuid: string): Promise<string> {
    return this.pools.reads.poolFingerprint(clientUuid);
  }

  /** The pool members among `personUuids`, with their contact details and pools. */
  poolMembers(clientUuid: string, personUuids: readonly string[]): Promise<PoolMemberRow[]> {
    return this.pools.reads.poolMemberDetails(clientUuid, personUuids);
  }

  /** The demands of the active PDAs at the node and below it. */
  demandsAtAndBelow(nodeUuid: string): Promise<RuleDemandRow[]> {
    return this.dataSource.query(
      `SELECT p.pda_uuid AS "pdaUuid", p.description AS "pdaDescription", p.node_uuid AS "nodeUuid",
              c.capability_uuid AS "capabilityUuid", c.code,
              c.description AS "capabilityDescription", c.direction, c.units, d.value AS "pdaValue"
         FROM tree_nodes n
         JOIN pdas p ON p.node_uuid = n.node_uuid AND p.pda_status_enum IN ('COMPLETED', 'APPROVED')
         JOIN pda_demands d ON d.pda_uuid = p.pda_uuid
         JOIN capabilities c ON c.capability_uuid = d.capability_uuid
        WHERE (n.node_uuid = $1 OR $1 = ANY(n.ancestors)) AND n.trashed_at IS NULL
          AND c.direction <> 'NONE' AND trim(d.value) <> ''
        ORDER BY p.description, c.ordinal`,
      [nodeUuid],
    );
  }

  /**
   * The demands of the job a PDA describes: those of the active PDAs at its node and every
   * demand of the PDA itself, whatever its status (the what-if counts it as if active).
   */
  jobDemands(nodeUuid: string, pdaUuid: string): Promise<RuleDemandRow[]> {
    return this.dataSource.query(
      `SELECT p.pda_uuid AS "pdaUuid", p.description AS "pdaDescription", p.node_uuid AS "nodeUuid",
              c.capability_uuid AS "capabilityUuid", c.code,
              c.description AS "capabilityDescription", c.direction, c.units, d.value AS "pdaValue"
         FROM pdas p
         JOIN pda_demands d ON d.pda_uuid = p.pda_uuid
         JOIN capabilities c ON c.capability_uuid = d.capability_uuid
        WHERE p.node_uuid = $1
          AND (p.pda_status_enum IN ('COMPLETED', 'APPROVED') OR p.pda_uuid = $2)
        ORDER BY p.description, c.ordinal`,
      [nodeUuid, pdaUuid],
    );
  }

  /** The newest values of the capabilities named, for the people named. */
  measurements(
    personUuids: readonly string[],
    capabilities: readonly string[],
  ): Promise<MeasurementRow[]> {
    return this.dataSource.query(
      NEWEST_MEASUREMENTS.replace(
        '%WHERE%',
        'i.person_uuid = ANY($1::uuid[]) AND f.capability_uuid = ANY($2::uuid[])',
      ),
      [personUuids, capabilities],
    );
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CapabilityDirection } from '@domain/match-engine';
import { NEWEST_MEASUREMENTS, type MeasurementRow } from './match-inputs.repository';

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

export interface PoolMemberRow {
  personUuid: string;
  firstName: string;
  lastName: string;
  id: string | null;
  pools: string;
  availableDate: string;
  phone: string | null;
  email: string | null;
}

/** What the statistics read besides the results: the client's tree, pools and demands. */
@Injectable()
export class MatchStatsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

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
  async poolPeopleOfClient(clientUuid: string): Promise<string[]> {
    const rows: { personUuid: string }[] = await this.dataSource.query(
      `SELECT DISTINCT s.person_uuid AS "personUuid"
         FROM nhp_swimmers s JOIN nhp_pools p ON p.nhp_pool_uuid = s.nhp_pool_uuid
        WHERE p.client_node_uuid = $1`,
      [clientUuid],
    );
    return rows.map((r) => r.personUuid);
  }

  /**
   * One row that changes when the client's pool members do (a swimmer added, removed, moved to
   * another pool or client): their count and the sum of their ids' hashes.
   */
  async poolFingerprint(clientUuid: string): Promise<string> {
    const [row]: { fingerprint: string }[] = await this.dataSource.query(
      `SELECT count(*) || ':' || coalesce(sum(hashtext(s.person_uuid::text)::bigint), 0) AS fingerprint
         FROM nhp_swimmers s JOIN nhp_pools p ON p.nhp_pool_uuid = s.nhp_pool_uuid
        WHERE p.client_node_uuid = $1`,
      [clientUuid],
    );
    return row.fingerprint;
  }

  /** The pool members among `personUuids`, with their contact details and pools. */
  poolMembers(clientUuid: string, personUuids: readonly string[]): Promise<PoolMemberRow[]> {
    return this.dataSource.query(
      `SELECT ps.person_uuid AS "personUuid", ps.first_name AS "firstName",
              ps.last_name AS "lastName", pid.id,
              string_agg(DISTINCT p.description, ', ') AS pools,
              min(s.available_date)::text AS "availableDate",
              (SELECT string_value FROM person_metas m
                WHERE m.person_uuid = ps.person_uuid AND m.metadata_field = '_Phone_' LIMIT 1) AS phone,
              (SELECT string_value FROM person_metas m
                WHERE m.person_uuid = ps.person_uuid AND m.metadata_field = 'Email' LIMIT 1) AS email
         FROM nhp_swimmers s
         JOIN nhp_pools p ON p.nhp_pool_uuid = s.nhp_pool_uuid AND p.client_node_uuid = $1
         JOIN persons ps ON ps.person_uuid = s.person_uuid
         LEFT JOIN person_ids pid ON pid.id_uuid = ps.primary_id_uuid
        WHERE s.person_uuid = ANY($2::uuid[])
        GROUP BY ps.person_uuid, pid.id
        ORDER BY ps.last_name, ps.first_name`,
      [clientUuid, personUuids],
    );
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

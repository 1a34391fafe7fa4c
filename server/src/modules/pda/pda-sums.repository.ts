import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** A node `n` lies in one of the client sites of parameter $N (null: any); the tenant in none. */
const inClients = (n: number) =>
  `($${n}::uuid[] IS NULL OR n.node_uuid = ANY($${n}) OR n.ancestors[2] = ANY($${n}))`;
const IN_CLIENTS_2 = inClients(2);
const IN_CLIENTS_4 = inClients(4);

/**
 * The PDA sums' read model: aggregates over every PDA under a node (a filter on the live
 * subtree of tree_nodes), apart from PdaRepository's reads and writes of one PDA.
 */
@Injectable()
export class PdaSumsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The highest demand per capability among the PDAs under a node (itself included), in the
   * catalogue's order, each with the PDA it comes from: the largest number where a person must
   * reach at least the demand, the smallest where they must stay at most at it, and for other
   * capabilities the first PDA's value by description. Ties go to the first PDA by description;
   * numbers beat text. One query, so a tenant-wide sum sends back one row per capability.
   * `options.clients`: only PDAs of these client sites (the caller's, above a site), null all.
   */
  highestDemandsUnder(
    nodeUuid: string,
    options: { activeOnly: boolean; pdaUuid?: string; clients?: string[] | null },
  ): Promise<DemandRow[]> {
    return this.dataSource.query(
      `SELECT * FROM (
         SELECT DISTINCT ON (d.capability_uuid)
                d.capability_uuid AS "capabilityUuid", d.value, p.pda_uuid AS "pdaUuid",
                p.node_uuid AS "nodeUuid", p.description AS "pdaDescription",
                p.pda_type_uuid AS "pdaTypeUuid", p.pda_status_enum AS "pdaStatusEnum", c.ordinal,
                c.code, c.description AS "capabilityDescription"
           FROM pda_demands d
           JOIN pdas p ON p.pda_uuid = d.pda_uuid
           JOIN tree_nodes n ON n.node_uuid = p.node_uuid
           JOIN capabilities c ON c.capability_uuid = d.capability_uuid
          WHERE (n.node_uuid = $1 OR n.ancestors @> ARRAY[$1]::uuid[]) AND n.trashed_at IS NULL
            AND ($2 = false OR p.pda_status_enum IN ('COMPLETED', 'APPROVED'))
            AND p.pda_status_enum <> 'DELETED'
            AND ($3::uuid IS NULL OR p.pda_uuid = $3)
            AND ${IN_CLIENTS_4}
          ORDER BY d.capability_uuid,
                   CASE WHEN d.value ~ '^-?[0-9]+([.][0-9]+)?$' THEN
                     CASE c.direction WHEN 'AT_LEAST' THEN -d.value::float8
                                      WHEN 'AT_MOST' THEN d.value::float8 ELSE 0 END
                   END NULLS LAST,
                   p.description, p.pda_uuid
       ) best
       ORDER BY best.ordinal`,
      [nodeUuid, options.activeOnly, options.pdaUuid ?? null, options.clients ?? null],
    );
  }

  /** `clients`: count only these client sites' PDAs (null: all). */
  async countUnder(
    nodeUuid: string,
    clients: string[] | null,
  ): Promise<{ total: number; active: number }> {
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE p.pda_status_enum IN ('COMPLETED', 'APPROVED'))::int AS active
         FROM pdas p JOIN tree_nodes n ON n.node_uuid = p.node_uuid
        WHERE (n.node_uuid = $1 OR n.ancestors @> ARRAY[$1]::uuid[]) AND n.trashed_at IS NULL AND p.pda_status_enum <> 'DELETED'
          AND ${IN_CLIENTS_2}`,
      [nodeUuid, clients],
    );
    return row;
  }
}

export interface DemandRow {
  capabilityUuid: string;
  code: string;
  capabilityDescription: string;
  value: string;
  pdaUuid: string;
  nodeUuid: string;
  pdaDescription: string;
  pdaTypeUuid: string;
  pdaStatusEnum: string;
}

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
   * reach at least the demand, the smallest where they must stay at most at it, "needed" over
   * "not needed" for a yes/no capability, every distinct value of a text capability (the first
   * PDA by description named as its source), and for other capabilities the first PDA's value
   * by description. Ties go to the first PDA by description; numbers beat text. One query, so a tenant-wide sum sends back one row per capability.
   * `options.clients`: only PDAs of these client sites (the caller's, above a site), null all.
   */
  highestDemandsUnder(
    nodeUuid: string,
    options: { activeOnly: boolean; pdaUuid?: string; clients?: string[] | null },
  ): Promise<DemandRow[]> {
    return this.dataSource.query(
      `WITH under AS (
         SELECT d.capability_uuid, d.value, p.pda_uuid, p.node_uuid, p.description,
                p.pda_type_uuid, p.pda_status_enum, c.ordinal, c.code, c.type, c.direction,
                c.description AS capability_description
           FROM pda_demands d
           JOIN pdas p ON p.pda_uuid = d.pda_uuid
           JOIN tree_nodes n ON n.node_uuid = p.node_uuid
           JOIN capabilities c ON c.capability_uuid = d.capability_uuid
          WHERE (n.node_uuid = $1 OR n.ancestors @> ARRAY[$1]::uuid[]) AND n.trashed_at IS NULL
            AND ($2 = false OR p.pda_status_enum IN ('COMPLETED', 'APPROVED'))
            AND p.pda_status_enum <> 'DELETED'
            AND ($3::uuid IS NULL OR p.pda_uuid = $3)
            AND ${IN_CLIENTS_4}
       ), texts AS (
         SELECT capability_uuid, string_agg(DISTINCT value, '; ') AS value
           FROM under WHERE type = 'TEXTAREA' AND value <> '' GROUP BY capability_uuid
       )
       SELECT best.capability_uuid AS "capabilityUuid", COALESCE(texts.value, best.value) AS value,
              best.pda_uuid AS "pdaUuid", best.node_uuid AS "nodeUuid",
              best.description AS "pdaDescription", best.pda_type_uuid AS "pdaTypeUuid",
              best.pda_status_enum AS "pdaStatusEnum", best.code,
              best.capability_description AS "capabilityDescription"
         FROM (
           SELECT DISTINCT ON (capability_uuid) *
             FROM under
            ORDER BY capability_uuid,
                     CASE WHEN value ~ '^-?[0-9]+([.][0-9]+)?$' THEN
                       CASE direction WHEN 'AT_LEAST' THEN -value::float8
                                      WHEN 'AT_MOST' THEN value::float8 ELSE 0 END
                     END NULLS LAST,
                     CASE WHEN type = 'BOOLEAN' THEN lower(value) <> 'true' END NULLS LAST,
                     description, pda_uuid
         ) best
         LEFT JOIN texts ON texts.capability_uuid = best.capability_uuid
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

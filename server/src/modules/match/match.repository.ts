import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { CapabilityDirection } from '@domain/match-engine';
import {
  GRADE_CACHE,
  GRADE_FIELDS,
  GRADE_REASONS_CACHE,
  type CapabilityName,
  type Grade,
} from './grades';

/** Reads run on the data source, or inside a recompute's transaction after its lock. */
type Db = EntityManager | DataSource;

export interface ActiveDemandRow {
  pdaUuid: string;
  nodeUuid: string;
  capabilityUuid: string;
  direction: CapabilityDirection;
  value: string;
}

/** A demand with its capability's names, for saying in words which demand a person missed. */
export interface NamedDemandRow extends ActiveDemandRow {
  capabilityCode: string | null;
  capabilityDescription: string | null;
}

/** A person of a client and the day of their newest COMPLETE exam with measurements. */
export interface AssessedPersonRow {
  personUuid: string;
  firstName: string;
  lastName: string;
  /** yyyy-mm-dd (UTC), null when never assessed. */
  assessedOn: string | null;
}

export interface MeasurementRow {
  personUuid: string;
  capabilityUuid: string;
  value: string;
}

export interface StoredSetRow {
  personUuid: string;
  bits: Buffer;
  version: string;
}

// The newest COMPLETE exam measuring each capability gives a person's value (DESIGN.md 5).
export const NEWEST_MEASUREMENTS = `
  SELECT DISTINCT ON (i.person_uuid, f.capability_uuid)
         i.person_uuid AS "personUuid", f.capability_uuid AS "capabilityUuid", v.string_value AS value
    FROM person_ids i
    JOIN exams e ON e.id_uuid = i.id_uuid AND e.exam_status_enum = 'COMPLETE'
    JOIN exam_fields v ON v.exam_uuid = e.exam_uuid
    JOIN exam_type_fields f ON f.exam_type_field_uuid = v.exam_type_field_uuid
   WHERE f.capability_uuid IS NOT NULL AND %WHERE%
   ORDER BY i.person_uuid, f.capability_uuid, e.start_ts DESC`;

// Active PDAs (COMPLETED, APPROVED) on live nodes under a client site.
const ACTIVE_DEMANDS = `
  SELECT p.pda_uuid AS "pdaUuid", p.node_uuid AS "nodeUuid", d.capability_uuid AS "capabilityUuid",
         c.direction, d.value, c.code AS "capabilityCode", c.description AS "capabilityDescription"
    FROM tree_nodes n
    JOIN pdas p ON p.node_uuid = n.node_uuid AND p.pda_status_enum IN ('COMPLETED', 'APPROVED')
    LEFT JOIN pda_demands d ON d.pda_uuid = p.pda_uuid
    LEFT JOIN capabilities c ON c.capability_uuid = d.capability_uuid
   WHERE n.ancestors[2] = $1 AND n.trashed_at IS NULL AND %WHERE%`;

/** The stored inputs and results of matching. */
@Injectable()
export class MatchRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async clientOfPerson(personUuid: string): Promise<string | null> {
    const [row] = await this.dataSource.query(
      `SELECT client_node_uuid AS client FROM persons WHERE person_uuid = $1`,
      [personUuid],
    );
    return row?.client ?? null;
  }

  /** The client site of a node (null for the tenant and client sites' parents). */
  async clientOfNode(nodeUuid: string): Promise<string | null> {
    const [row] = await this.dataSource.query(
      `SELECT CASE WHEN cardinality(ancestors) >= 2 THEN ancestors[2]
                   WHEN cardinality(ancestors) = 1 THEN node_uuid END AS client
         FROM tree_nodes WHERE node_uuid = $1`,
      [nodeUuid],
    );
    return row?.client ?? null;
  }

  async clientsWithPeople(): Promise<string[]> {
    const rows: { client: string }[] = await this.dataSource.query(
      `SELECT DISTINCT client_node_uuid AS client FROM persons ORDER BY 1`,
    );
    return rows.map((r) => r.client);
  }

  async peopleOfClient(clientUuid: string, db: Db = this.dataSource): Promise<string[]> {
    const rows: { personUuid: string }[] = await db.query(
      `SELECT person_uuid AS "personUuid" FROM persons WHERE client_node_uuid = $1 ORDER BY 1`,
      [clientUuid],
    );
    return rows.map((r) => r.personUuid);
  }

  /** Demand rows of the client's active PDAs (a PDA without demands has one row of nulls). */
  activeDemands(
    clientUuid: string,
    nodeUuid?: string,
    db: Db = this.dataSource,
  ): Promise<ActiveDemandRow[]> {
    return nodeUuid
      ? db.query(ACTIVE_DEMANDS.replace('%WHERE%', 'n.node_uuid = $2'), [clientUuid, nodeUuid])
      : db.query(ACTIVE_DEMANDS.replace('%WHERE%', 'TRUE'), [clientUuid]);
  }

  /** Demand rows (with capability names) of the client's active PDAs at the given nodes. */
  activeDemandsAt(clientUuid: string, nodeUuids: readonly string[]): Promise<NamedDemandRow[]> {
    return this.dataSource.query(
      ACTIVE_DEMANDS.replace('%WHERE%', 'n.node_uuid = ANY($2::uuid[])'),
      [clientUuid, nodeUuids],
    );
  }

  /** The client's people by name, each with the day of their newest assessment. */
  assessedPeopleOfClient(clientUuid: string): Promise<AssessedPersonRow[]> {
    return this.dataSource.query(
      `SELECT ps.person_uuid AS "personUuid", ps.first_name AS "firstName",
              ps.last_name AS "lastName",
              (SELECT to_char(max(e.start_ts) AT TIME ZONE 'UTC', 'YYYY-MM-DD')
                 FROM person_ids i
                 JOIN exams e ON e.id_uuid = i.id_uuid AND e.exam_status_enum = 'COMPLETE'
                WHERE i.person_uuid = ps.person_uuid
                  AND EXISTS (SELECT 1 FROM exam_fields v
                                JOIN exam_type_fields f ON f.exam_type_field_uuid = v.exam_type_field_uuid
                               WHERE v.exam_uuid = e.exam_uuid AND f.capability_uuid IS NOT NULL))
                AS "assessedOn"
         FROM persons ps WHERE ps.client_node_uuid = $1
        ORDER BY lower(ps.last_name), lower(ps.first_name), ps.person_uuid`,
      [clientUuid],
    );
  }

  /** The client's people's values, of every capability or of the ones named. */
  measurementsOfClient(
    clientUuid: string,
    capabilities?: readonly string[],
    db: Db = this.dataSource,
  ): Promise<MeasurementRow[]> {
    const people = 'i.person_uuid IN (SELECT person_uuid FROM persons WHERE client_node_uuid = $1)';
    return capabilities
      ? db.query(
          NEWEST_MEASUREMENTS.replace(
            '%WHERE%',
            `${people} AND f.capability_uuid = ANY($2::uuid[])`,
          ),
          [clientUuid, capabilities],
        )
      : db.query(NEWEST_MEASUREMENTS.replace('%WHERE%', people), [clientUuid]);
  }

  measurementsOfPerson(personUuid: string, db: Db = this.dataSource): Promise<MeasurementRow[]> {
    return db.query(NEWEST_MEASUREMENTS.replace('%WHERE%', 'i.person_uuid = $1'), [personUuid]);
  }

  demandsVersion(clientUuid: string, db: Db = this.dataSource): Promise<string> {
    return db
      .query(`SELECT demands_version AS v FROM match_clients WHERE client_node_uuid = $1`, [
        clientUuid,
      ])
      .then((rows: { v: string }[]) => rows[0]?.v ?? '0');
  }

  /**
   * Takes the client's write lock and answers the version this write stamps on its rows; with
   * `demandsChanged` the client's cached demands are announced stale too.
   */
  async nextVersion(
    clientUuid: string,
    manager: EntityManager,
    change: { demandsChanged?: boolean; full?: boolean } = {},
  ): Promise<string> {
    const [row] = await manager.query(
      `INSERT INTO match_clients (client_node_uuid, version, demands_version, full_recompute_at)
       VALUES ($1, 1, 1, CASE WHEN $3 THEN now() END)
       ON CONFLICT (client_node_uuid) DO UPDATE
         SET version = match_clients.version + 1,
             demands_version = match_clients.demands_version + CASE WHEN $2 THEN 1 ELSE 0 END,
             full_recompute_at = CASE WHEN $3 THEN now() ELSE match_clients.full_recompute_at END
       RETURNING version`,
      [clientUuid, change.demandsChanged ?? false, change.full ?? false],
    );
    return row.version;
  }

  async clientState(
    clientUuid: string,
  ): Promise<{ version: string; fullRecomputeAt: string | null }> {
    const [row] = await this.dataSource.query(
      `SELECT version, full_recompute_at::text AS "fullRecomputeAt"
         FROM match_clients WHERE client_node_uuid = $1`,
      [clientUuid],
    );
    return { version: row?.version ?? '0', fullRecomputeAt: row?.fullRecomputeAt ?? null };
  }

  /** The bit of each job node, giving new job nodes the next free ordinals of their client. */
  async nodeOrdinals(
    clientUuid: string,
    nodeUuids: readonly string[],
    manager: EntityManager,
  ): Promise<Map<string, number>> {
    await manager.query(
      `INSERT INTO match_nodes (node_uuid, client_node_uuid, ordinal)
       SELECT n.node_uuid, $1,
              (SELECT coalesce(max(ordinal), -1) FROM match_nodes WHERE client_node_uuid = $1)
                + row_number() OVER (ORDER BY n.node_uuid)
         FROM unnest($2::uuid[]) n(node_uuid)
        WHERE NOT EXISTS (SELECT 1 FROM match_nodes m WHERE m.node_uuid = n.node_uuid)`,
      [clientUuid, nodeUuids],
    );
    return this.ordinalsOfClient(clientUuid, manager);
  }

  async ordinalsOfClient(
    clientUuid: string,
    db: Db = this.dataSource,
  ): Promise<Map<string, number>> {
    const rows: { nodeUuid: string; ordinal: number }[] = await db.query(
      `SELECT node_uuid AS "nodeUuid", ordinal FROM match_nodes WHERE client_node_uuid = $1`,
      [clientUuid],
    );
    return new Map(rows.map((r) => [r.nodeUuid, r.ordinal]));
  }

  /**
   * The jobs people are up for: per person, the nodes with openings in the classes of the
   * pools they are in.
   */
  async targetNodes(
    people: readonly string[],
    db: Db = this.dataSource,
  ): Promise<Map<string, Set<string>>> {
    const rows: { personUuid: string; nodeUuid: string }[] = await db.query(
      `SELECT DISTINCT w.person_uuid AS "personUuid", k.node_uuid AS "nodeUuid"
         FROM nhp_swimmers w
         JOIN nhp_classes c ON c.nhp_pool_uuid = w.nhp_pool_uuid
         JOIN nhp_kanbans k ON k.nhp_class_uuid = c.nhp_class_uuid AND k.qty1 + k.qty2 > 0
        WHERE w.person_uuid = ANY($1::uuid[])`,
      [people],
    );
    const targets = new Map<string, Set<string>>();
    for (const r of rows)
      (targets.get(r.personUuid) ?? targets.set(r.personUuid, new Set()).get(r.personUuid)!).add(
        r.nodeUuid,
      );
    return targets;
  }

  /** Names and units of the capabilities, for the words of a grade's reasons. */
  async capabilityNames(db: Db = this.dataSource): Promise<Map<string, CapabilityName>> {
    const rows: ({ capabilityUuid: string } & CapabilityName)[] = await db.query(
      `SELECT capability_uuid AS "capabilityUuid", description, units FROM capabilities`,
    );
    return new Map(rows.map((r) => [r.capabilityUuid, r]));
  }

  /**
   * Replaces the grade caches (GRADE_CACHE, GRADE_REASONS_CACHE in person_metas) of `people`:
   * those in `grades` get theirs, the others none (nothing to grade them by yet).
   */
  async replaceGrades(
    people: readonly string[],
    grades: readonly ({ personUuid: string } & Grade)[],
    manager: EntityManager,
  ): Promise<void> {
    const BATCH = 5000;
    for (let i = 0; i < people.length; i += BATCH)
      await manager.query(
        `DELETE FROM person_metas WHERE person_uuid = ANY($1::uuid[]) AND metadata_field = ANY($2)`,
        [people.slice(i, i + BATCH), GRADE_FIELDS],
      );
    const rows = grades.flatMap((g) => [
      [g.personUuid, GRADE_CACHE, g.grade],
      ...(g.reasons ? [[g.personUuid, GRADE_REASONS_CACHE, g.reasons]] : []),
    ]);
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = rows.slice(i, i + BATCH);
      await manager.query(
        `INSERT INTO person_metas (person_meta_uuid, person_uuid, metadata_field, string_value)
         SELECT uuid_generate_v4(), g.person_uuid, g.field, g.value
           FROM unnest($1::uuid[], $2::text[], $3::text[]) g(person_uuid, field, value)`,
        [batch.map((r) => r[0]), batch.map((r) => r[1]), batch.map((r) => r[2])],
      );
    }
  }

  /** Writes people's results, in batches so a full recompute stays within parameter limits. */
  async writeSets(
    clientUuid: string,
    version: string,
    sets: readonly { personUuid: string; bits: Buffer }[],
    manager: EntityManager,
  ): Promise<void> {
    const BATCH = 5000;
    for (let i = 0; i < sets.length; i += BATCH) {
      const batch = sets.slice(i, i + BATCH);
      await manager.query(
        `INSERT INTO match_person_sets
                (person_uuid, client_node_uuid, bits, version, values_version, computed_at)
         SELECT s.person_uuid, $1, s.bits, $2, $2, now()
           FROM unnest($3::uuid[], $4::bytea[]) s(person_uuid, bits)
         ON CONFLICT (person_uuid) DO UPDATE
           SET client_node_uuid = $1, bits = EXCLUDED.bits, version = $2, values_version = $2,
               computed_at = now()`,
        [clientUuid, version, batch.map((s) => s.personUuid), batch.map((s) => s.bits)],
      );
    }
  }

  /**
   * One job node recomputed: its bit set for `matched` and cleared for everyone else of the
   * client, growing the bitsets when the ordinal lies past their end.
   */
  async writeNodeBit(
    clientUuid: string,
    version: string,
    ordinal: number,
    matched: readonly string[],
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO match_person_sets (person_uuid, client_node_uuid, bits, version, values_version)
       SELECT person_uuid, $1, '\\x'::bytea, $2, $2 FROM persons p
        WHERE p.client_node_uuid = $1
          AND NOT EXISTS (SELECT 1 FROM match_person_sets s WHERE s.person_uuid = p.person_uuid)`,
      [clientUuid, version],
    );
    await manager.query(
      `UPDATE match_person_sets s
          SET bits = set_bit(
                CASE WHEN length(s.bits) * 8 > $3 THEN s.bits
                     ELSE s.bits || decode(repeat('00', $3 / 8 + 1 - length(s.bits)), 'hex') END,
                $3, CASE WHEN s.person_uuid = ANY($4::uuid[]) THEN 1 ELSE 0 END),
              version = $2, computed_at = now()
        WHERE s.client_node_uuid = $1`,
      [clientUuid, version, ordinal, matched],
    );
  }

  /** Drops results of people who left the client (moved or deleted). */
  async deleteSetsOutside(
    clientUuid: string,
    keep: readonly string[],
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `DELETE FROM match_person_sets WHERE client_node_uuid = $1 AND person_uuid <> ALL($2::uuid[])`,
      [clientUuid, keep],
    );
  }

  /** People of the client whose measurements were read again after `sinceVersion`. */
  async valuesChangedSince(clientUuid: string, sinceVersion: string): Promise<string[]> {
    const rows: { personUuid: string }[] = await this.dataSource.query(
      `SELECT person_uuid AS "personUuid" FROM match_person_sets
        WHERE client_node_uuid = $1 AND values_version > $2`,
      [clientUuid, sinceVersion],
    );
    return rows.map((r) => r.personUuid);
  }

  /** Stored results of the client written after `sinceVersion`. */
  setsSince(clientUuid: string, sinceVersion: string): Promise<StoredSetRow[]> {
    return this.dataSource.query(
      `SELECT person_uuid AS "personUuid", bits, version FROM match_person_sets
        WHERE client_node_uuid = $1 AND version > $2`,
      [clientUuid, sinceVersion],
    );
  }
}

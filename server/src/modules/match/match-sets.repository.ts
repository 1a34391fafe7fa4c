import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { GRADE_CACHE, GRADE_FIELDS, GRADE_REASONS_CACHE, type Grade } from './grades';
import type { Db } from './match-inputs.repository';

// One job node's bit ($3) set for the people in $4 and cleared for the others of client $1.
const SET_NODE_BIT = `
  UPDATE match_person_sets s
     SET bits = set_bit(
           CASE WHEN length(s.bits) * 8 > $3 THEN s.bits
                ELSE s.bits || decode(repeat('00', $3 / 8 + 1 - length(s.bits)), 'hex') END,
           $3, CASE WHEN s.person_uuid = ANY($4::uuid[]) THEN 1 ELSE 0 END),
         version = $2, computed_at = now()
   WHERE s.client_node_uuid = $1`;

/** A person's nearest job node by its bit ordinal, and their number of unmet demands there. */
export interface StoredNearest {
  ordinal: number;
  unmet: number;
}

export interface StoredSetRow {
  personUuid: string;
  bits: Buffer;
  version: string;
}

/**
 * Match's stored results and their versions: each client's write version and demands version
 * (match_clients), the bit of each job node (match_nodes), each person's set of matched jobs
 * (match_person_sets), and the grade caches the same recompute writes (person_metas,
 * decision 0027). Writes take the recompute's transaction manager.
 */
@Injectable()
export class MatchSetsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

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

  /**
   * Writes people's results, in batches so a full recompute stays within parameter limits, with
   * their nearest job node where the grade found one (null: unknown, searched at the next
   * change; decision 0036).
   */
  async writeSets(
    clientUuid: string,
    version: string,
    sets: readonly { personUuid: string; bits: Buffer; nearest?: StoredNearest }[],
    manager: EntityManager,
  ): Promise<void> {
    const BATCH = 5000;
    for (let i = 0; i < sets.length; i += BATCH) {
      const batch = sets.slice(i, i + BATCH);
      await manager.query(
        `INSERT INTO match_person_sets (person_uuid, client_node_uuid, bits, version,
                values_version, computed_at, nearest_ordinal, nearest_unmet)
         SELECT s.person_uuid, $1, s.bits, $2, $2, now(), s.ordinal, s.unmet
           FROM unnest($3::uuid[], $4::bytea[], $5::int[], $6::int[]) s(person_uuid, bits, ordinal, unmet)
         ON CONFLICT (person_uuid) DO UPDATE
           SET client_node_uuid = $1, bits = EXCLUDED.bits, version = $2, values_version = $2,
               computed_at = now(), nearest_ordinal = EXCLUDED.nearest_ordinal,
               nearest_unmet = EXCLUDED.nearest_unmet`,
        [
          clientUuid,
          version,
          batch.map((s) => s.personUuid),
          batch.map((s) => s.bits),
          batch.map((s) => s.nearest?.ordinal ?? null),
          batch.map((s) => s.nearest?.unmet ?? null),
        ],
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
    only?: readonly string[],
  ): Promise<void> {
    if (only) {
      // Only the people whose bit changes (a regrade): the others' rows stay as they are.
      await manager.query(SET_NODE_BIT + ' AND s.person_uuid = ANY($5::uuid[])', [
        clientUuid,
        version,
        ordinal,
        matched,
        only,
      ]);
      return;
    }
    await manager.query(
      `INSERT INTO match_person_sets (person_uuid, client_node_uuid, bits, version, values_version)
       SELECT person_uuid, $1, '\\x'::bytea, $2, $2 FROM persons p
        WHERE p.client_node_uuid = $1
          AND NOT EXISTS (SELECT 1 FROM match_person_sets s WHERE s.person_uuid = p.person_uuid)`,
      [clientUuid, version],
    );
    await manager.query(SET_NODE_BIT, [clientUuid, version, ordinal, matched]);
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

  /** People of the client without stored results (new since the last full recompute). */
  async peopleWithoutResults(clientUuid: string): Promise<string[]> {
    const rows: { personUuid: string }[] = await this.dataSource.query(
      `SELECT person_uuid AS "personUuid" FROM persons p WHERE p.client_node_uuid = $1
          AND NOT EXISTS (SELECT 1 FROM match_person_sets s WHERE s.person_uuid = p.person_uuid)`,
      [clientUuid],
    );
    return rows.map((r) => r.personUuid);
  }

  /** The job nodes with a bit at or under a node (a trashed subtree's). */
  async jobNodesUnder(nodeUuid: string, db: Db = this.dataSource): Promise<string[]> {
    const rows: { nodeUuid: string }[] = await db.query(
      `SELECT m.node_uuid AS "nodeUuid" FROM match_nodes m
         JOIN tree_nodes n ON n.node_uuid = m.node_uuid
        WHERE n.node_uuid = $1 OR n.ancestors @> ARRAY[$1]::uuid[]`,
      [nodeUuid],
    );
    return rows.map((r) => r.nodeUuid);
  }

  /** The stored grade caches of people, by person. */
  async gradesOf(
    people: readonly string[],
    db: Db = this.dataSource,
  ): Promise<Map<string, { grade: string; reasons: string }>> {
    const rows: { personUuid: string; field: string; value: string }[] = await db.query(
      `SELECT person_uuid AS "personUuid", metadata_field AS field, string_value AS value
         FROM person_metas WHERE person_uuid = ANY($1::uuid[]) AND metadata_field = ANY($2)`,
      [people, GRADE_FIELDS],
    );
    const grades = new Map<string, { grade: string; reasons: string }>();
    for (const r of rows) {
      const grade = grades.get(r.personUuid) ?? { grade: '', reasons: '' };
      if (r.field === GRADE_CACHE) grade.grade = r.value;
      else grade.reasons = r.value;
      grades.set(r.personUuid, grade);
    }
    return grades;
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

import type { DataSource } from 'typeorm';

export interface MatchScaleOptions {
  /** Measured people added to the client site (one COMPLETE PPT exam each). */
  people: number;
  /** Active PDAs added on the client's process nodes, each demanding every compared capability. */
  pdas: number;
}

export interface MatchScaleSummary {
  clientUuid: string;
  people: number;
  activePdas: number;
  demands: number;
  jobNodes: number;
}

/**
 * Benchmark data for matching (issue 10's scale targets) on top of the demo seed: all of it in
 * the demo's first client site, the worst case for one client's recompute. Written with SQL
 * (generate_series) because 50,000 people with 1.5 million measured values do not fit the
 * row-by-row inserts of the demo seed. Every person joins one pool, so n is everyone.
 */
export async function seedMatchScale(
  dataSource: DataSource,
  options: MatchScaleOptions,
): Promise<MatchScaleSummary> {
  return dataSource.transaction(async (manager) => {
    // The same values every run (random() below follows this session's seed): how many people
    // match no job decides a regrade's work, and it swung from 42% to 99.8% between runs. This
    // seed leaves 60% matching none, the harder mix (0.5 gave 0.2%, 0.3 gave everyone).
    await manager.query('SELECT setseed(0.9)');
    const [{ clientUuid, roomUuid, pptUuid, idTypeUuid, infoSourceUuid, pdaTypeUuid }] =
      await manager.query(
        `SELECT l.client_node_uuid AS "clientUuid", r.room_uuid AS "roomUuid",
                (SELECT exam_type_uuid FROM exam_types WHERE kind = 'PPT' LIMIT 1) AS "pptUuid",
                (SELECT id_type_uuid FROM person_ids LIMIT 1) AS "idTypeUuid",
                (SELECT info_source_uuid FROM person_ids LIMIT 1) AS "infoSourceUuid",
                (SELECT pda_type_uuid FROM pdas LIMIT 1) AS "pdaTypeUuid"
           FROM exam_locations l JOIN exam_rooms r ON r.location_uuid = l.location_uuid
          ORDER BY l.description, r.ordinal LIMIT 1`,
      );
    // People, their IDs and one COMPLETE PPT exam each, a day apart over the past years.
    await manager.query(
      `CREATE TEMP TABLE bench_people ON COMMIT DROP AS
       SELECT g, gen_random_uuid() AS person_uuid, gen_random_uuid() AS id_uuid,
              gen_random_uuid() AS exam_uuid
         FROM generate_series(1, $1) g`,
      [options.people],
    );
    await manager.query(
      `INSERT INTO persons (person_uuid, first_name, last_name, primary_id_uuid, client_node_uuid)
       SELECT person_uuid, 'Bench', 'Person ' || g, id_uuid, $1 FROM bench_people`,
      [clientUuid],
    );
    await manager.query(
      `INSERT INTO person_ids (id_uuid, person_uuid, id, id_type_uuid, info_source_uuid)
       SELECT id_uuid, person_uuid, 'BENCH-' || g, $1, $2 FROM bench_people`,
      [idTypeUuid, infoSourceUuid],
    );
    await manager.query(
      `INSERT INTO exams (exam_uuid, exam_type_uuid, id_uuid, room_uuid, start_ts,
                          exam_status_enum, finalized_at, scored_at)
       SELECT exam_uuid, $1, id_uuid, $2, now() - (g % 1000) * interval '1 day', 'COMPLETE',
              now(), now()
         FROM bench_people`,
      [pptUuid, roomUuid],
    );
    // Every field measuring a capability: numbers over the demo's spread, options at random.
    await manager.query(
      `INSERT INTO exam_fields (exam_field_uuid, exam_uuid, exam_type_field_uuid, string_value)
       SELECT gen_random_uuid(), p.exam_uuid, f.exam_type_field_uuid,
              CASE WHEN f.field_type_code = 'NUMERIC'
                   THEN round((coalesce(f.hard_max_value, 100)
                          * CASE WHEN c.direction = 'AT_MOST' THEN 0.05 + 0.3 * random()
                                 ELSE 0.2 + 0.6 * random() END)::numeric, 1)::text
                   ELSE f.options[1 + floor(random() * cardinality(f.options))::int] END
         FROM bench_people p
         CROSS JOIN (SELECT t.*, ARRAY(SELECT value FROM exam_select_options o
                                        WHERE o.exam_type_field_uuid = t.exam_type_field_uuid
                                        ORDER BY ordinal) AS options
                       FROM exam_type_fields t
                       JOIN exam_type_groups tg ON tg.group_uuid = t.group_uuid
                       JOIN exam_sections ts ON ts.section_uuid = tg.section_uuid
                      WHERE ts.exam_type_uuid = $1 AND t.capability_uuid IS NOT NULL) f
         JOIN capabilities c ON c.capability_uuid = f.capability_uuid`,
      [pptUuid],
    );
    const pool = await manager.query(
      `INSERT INTO nhp_pools (nhp_pool_uuid, client_node_uuid, description)
       VALUES (gen_random_uuid(), $1, 'Bench pool') RETURNING nhp_pool_uuid AS uuid`,
      [clientUuid],
    );
    await manager.query(
      `INSERT INTO nhp_swimmers (swimmer_uuid, nhp_pool_uuid, person_uuid, available_date)
       SELECT gen_random_uuid(), $1, person_uuid, current_date FROM bench_people`,
      [pool[0].uuid],
    );
    // Active PDAs spread over the client's process nodes (several per node past their count).
    await manager.query(
      `CREATE TEMP TABLE bench_pdas ON COMMIT DROP AS
       WITH leaves AS (
         SELECT node_uuid, row_number() OVER (ORDER BY node_uuid) - 1 AS i,
                count(*) OVER () AS total
           FROM tree_nodes n
          WHERE n.ancestors[2] = $1 AND n.trashed_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM tree_nodes c WHERE c.parent_node_uuid = n.node_uuid))
       SELECT gen_random_uuid() AS pda_uuid, l.node_uuid, g
         FROM generate_series(0, $2 - 1) g
         JOIN leaves l ON l.i = g % l.total`,
      [clientUuid, options.pdas],
    );
    await manager.query(
      `INSERT INTO pdas (pda_uuid, node_uuid, description, pda_type_uuid, pda_status_enum)
       SELECT pda_uuid, node_uuid, 'Bench PDA ' || g, $1, 'APPROVED' FROM bench_pdas`,
      [pdaTypeUuid],
    );
    // A demand on every compared number (low in its range) and, on one PDA in five each, on the
    // words (body position, side, colour vision), so that some people match whole job nodes.
    await manager.query(
      `INSERT INTO pda_demands (pda_uuid, capability_uuid, value)
       SELECT p.pda_uuid, c.capability_uuid,
              CASE c.type
                WHEN 'BODY_POSITION' THEN (ARRAY['Standing', 'Seated'])[1 + floor(random() * 2)::int]
                WHEN 'SIDE' THEN (ARRAY['EITHER', 'LEFT', 'RIGHT', 'BOTH'])[1 + floor(random() * 4)::int]
                WHEN 'BOOLEAN' THEN (ARRAY['true', 'false'])[1 + floor(random() * 2)::int]
                ELSE CASE WHEN c.direction = 'AT_MOST'
                          THEN round((coalesce(c.max_value, 100) * (0.6 + 0.4 * random()))::numeric)::text
                          ELSE round((coalesce(c.min_value, 0)
                                 + (coalesce(c.max_value, 100) - coalesce(c.min_value, 0))
                                   * 0.3 * random())::numeric)::text END
              END
         FROM bench_pdas p CROSS JOIN capabilities c
        WHERE c.direction <> 'NONE' AND (c.direction <> 'EQUALS' OR random() < 0.2)`,
    );
    const [summary] = await manager.query(
      `SELECT (SELECT count(*)::int FROM bench_pdas) AS "activePdas",
              (SELECT count(DISTINCT node_uuid)::int FROM bench_pdas) AS "jobNodes",
              (SELECT count(*)::int FROM pda_demands d JOIN bench_pdas b USING (pda_uuid)) AS demands`,
    );
    return { clientUuid, people: options.people, ...summary };
  });
}

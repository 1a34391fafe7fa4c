import { randomUUID } from 'node:crypto';
import { MatchRecomputeService } from '@server/modules/match/match-recompute.service';
import { as } from '../support/auth-helpers';
import { startDemoApp, type DemoApp } from '../support/demo-app';

export type RosterMetas = { metadataField: string; stringValue: string }[];
export type Roster = {
  locations: {
    rooms: {
      slots: { entries: { examUuid: string; aPerson: { collPersonMetas: RosterMetas } }[] }[];
    }[];
  }[];
};
export interface Person {
  personUuid: string;
  exam: string;
  startTs: string;
  value: number;
}

export let demo: DemoApp;
export let client: string;
export let lift: string;
export const job: { node: string; pda: string }[] = [];
export let pool: string;
export const klass: string[] = [];
export let low: Person;
export let mid: Person;
export let high: Person;
export const api = (method: 'get' | 'post' | 'patch' | 'delete', path: string) =>
  as(demo.admin, demo.t.http()[method](`/api/v1/${path}`));
/** The person's badge on the real-time roster of their exam's day: OK, NG or none. */
export const badge = async (p: Person): Promise<string | null> => {
  const d = new Date(p.startTs);
  const roster: Roster = (
    await api('get', `secure/rosters/${d.getFullYear()}/${d.getMonth() + 1}/${d.getDate()}`).expect(
      200,
    )
  ).body;
  const entry = roster.locations
    .flatMap((l) => l.rooms.flatMap((r) => r.slots.flatMap((s) => s.entries)))
    .find((e) => e.examUuid === p.exam)!;
  return (
    entry.aPerson.collPersonMetas.find((m) => m.metadataField === 'GRADE_CACHE')?.stringValue ??
    null
  );
};
export const regradeRuns = async (): Promise<
  { status: string; data: Record<string, string[]> }[]
> =>
  demo.ds.query(
    `SELECT status, data FROM job_runs WHERE job_name = 'match.regrade' ORDER BY created_at`,
  );
/** Polls (no fixed wait) until the badge reads `want`; fails naming what it read. */
export const badgeBecomes = async (p: Person, want: string | null) => {
  let seen: string | null = null;
  for (const started = Date.now(); Date.now() - started < 30_000;) {
    seen = await badge(p);
    if (seen === want) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(
    `badge stayed ${seen}, expected ${want}; regrades: ${JSON.stringify(await regradeRuns())}`,
  );
};
export const idle = async () => {
  for (let i = 0; i < 600; i++) {
    const [{ busy }] = await demo.ds.query(
      `SELECT count(*)::int AS busy FROM job_runs
        WHERE job_name = 'match.regrade' AND status IN ('QUEUED', 'RUNNING')`,
    );
    if (busy === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('regrades never finished');
};
export const demandVersion = async (pda: string) =>
  (
    await demo.ds.query(
      'SELECT version FROM pda_demands WHERE pda_uuid = $1 AND capability_uuid = $2',
      [pda, lift],
    )
  )[0].version;

/** The suite's shared set-up: call it first inside each file's describe. */
export function useRegradeApp() {
  beforeAll(async () => {
    // Idle workers look for runs once a minute here: each regrade below is on screen within
    // the badge's 30 s only because the write's commit wakes this instance's worker.
    demo = await startDemoApp({ JOB_POLL_MS: '60000' });
    const riverside = await demo.ds.query(
      `SELECT node_uuid AS n FROM tree_nodes WHERE description LIKE 'Riverside%' AND cardinality(ancestors) = 1`,
    );
    client = riverside[0].n;
    [{ lift }] = await demo.ds.query(
      `SELECT f.capability_uuid AS lift FROM exam_type_fields f JOIN exam_types t
           ON t.exam_type_uuid = (SELECT s.exam_type_uuid FROM exam_sections s
                JOIN exam_type_groups g ON g.section_uuid = s.section_uuid
               WHERE g.group_uuid = f.group_uuid)
        WHERE t.kind = 'PPT' AND f.field_type_code = 'NUMERIC' AND f.capability_uuid IS NOT NULL
        ORDER BY f.row_index LIMIT 1`,
    );
    // People with one COMPLETE exam measuring the lift, in no pool, three distinct values a
    // demand may hold.
    const people: Person[] = (
      await demo.ds.query(
        `SELECT DISTINCT ON (v.string_value) i.person_uuid AS "personUuid", e.exam_uuid AS exam,
                e.start_ts AS "startTs", v.string_value::numeric AS value
           FROM person_ids i JOIN persons ps ON ps.person_uuid = i.person_uuid
           JOIN exams e ON e.id_uuid = i.id_uuid AND e.exam_status_enum = 'COMPLETE'
           JOIN exam_fields v ON v.exam_uuid = e.exam_uuid
           JOIN exam_type_fields f ON f.exam_type_field_uuid = v.exam_type_field_uuid
           JOIN capabilities c ON c.capability_uuid = f.capability_uuid
          WHERE ps.client_node_uuid = $1 AND f.capability_uuid = $2 AND v.string_value ~ '^[0-9.]+$'
            AND v.string_value::numeric BETWEEN c.min_value AND c.max_value
            AND NOT EXISTS (SELECT 1 FROM nhp_swimmers w WHERE w.person_uuid = i.person_uuid)
            AND (SELECT count(*) FROM person_ids i2 JOIN exams e2 ON e2.id_uuid = i2.id_uuid
                  WHERE i2.person_uuid = i.person_uuid AND e2.exam_status_enum = 'COMPLETE') = 1
          ORDER BY v.string_value, i.person_uuid LIMIT 3`,
        [client, lift],
      )
    ).map((p: Person) => ({ ...p, value: Number(p.value) }));
    [low, mid, high] = people.sort((a, b) => a.value - b.value);
    expect(high.value).toBeGreaterThan(mid.value);
    expect(mid.value).toBeGreaterThan(low.value);
    // Two job nodes of Riverside with an active PDA each.
    const jobs = await demo.ds.query(
      `SELECT DISTINCT ON (p.node_uuid) p.node_uuid AS node, p.pda_uuid AS pda FROM pdas p
         JOIN tree_nodes n ON n.node_uuid = p.node_uuid AND n.ancestors[2] = $1
        WHERE p.pda_status_enum IN ('COMPLETED', 'APPROVED') AND n.trashed_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM tree_nodes c WHERE c.parent_node_uuid = n.node_uuid)
        ORDER BY p.node_uuid, p.pda_uuid LIMIT 2`,
      [client],
    );
    job.push(...jobs);
    pool = randomUUID();
    await demo.ds.query(
      `INSERT INTO nhp_pools (nhp_pool_uuid, client_node_uuid, description) VALUES ($1, $2, 'Regrade pool')`,
      [pool, client],
    );
    for (const p of people)
      await demo.ds.query(
        `INSERT INTO nhp_swimmers (swimmer_uuid, nhp_pool_uuid, person_uuid, available_date)
         VALUES ($1, $2, $3, current_date)`,
        [randomUUID(), pool, p.personUuid],
      );
  });
  beforeEach(async () => {
    await idle();
    const thresholds = [mid.value, high.value];
    for (const [i, { node, pda }] of job.entries()) {
      await demo.ds.query(
        `UPDATE tree_nodes SET trashed_at = NULL, enabled = true WHERE node_uuid = $1`,
        [node],
      );
      await demo.ds.query(
        `UPDATE pdas SET pda_status_enum = CASE WHEN pda_uuid = $2 THEN 'APPROVED' ELSE 'INPROGRESS' END
          WHERE node_uuid = $1`,
        [node, pda],
      );
      await demo.ds.query('DELETE FROM pda_demands WHERE pda_uuid = $1', [pda]);
      await demo.ds.query(
        `INSERT INTO pda_demands (pda_uuid, capability_uuid, value) VALUES ($1, $2, $3)`,
        [pda, lift, String(thresholds[i])],
      );
    }
    await demo.ds.query(`DELETE FROM nhp_classes WHERE nhp_pool_uuid = $1`, [pool]);
    klass.length = 0;
    for (const { node } of job) {
      const uuid = randomUUID();
      klass.push(uuid);
      await demo.ds.query(
        `INSERT INTO nhp_classes (nhp_class_uuid, description, class_timestamp, nhp_pool_uuid)
         VALUES ($1, 'Regrade class', now() + interval '7 days', $2)`,
        [uuid, pool],
      );
      await demo.ds.query(
        `INSERT INTO nhp_kanbans (kanban_uuid, nhp_class_uuid, node_uuid, qty1, qty2) VALUES ($1, $2, $3, 1, 0)`,
        [randomUUID(), uuid, node],
      );
    }
    await demo.t.app.get(MatchRecomputeService).recomputeAll();
    expect([await badge(low), await badge(mid), await badge(high)]).toEqual(['NG', 'OK', 'OK']);
  });
  afterAll(() => demo?.t.close());
}

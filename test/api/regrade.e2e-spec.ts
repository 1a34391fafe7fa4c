import { randomUUID } from 'node:crypto';
import { MatchRecomputeService } from '@server/modules/match/match-recompute.service';
import { as } from '../support/auth-helpers';
import { startDemoApp, type DemoApp } from '../support/demo-app';

type RosterMetas = { metadataField: string; stringValue: string }[];
type Roster = {
  locations: {
    rooms: {
      slots: { entries: { examUuid: string; aPerson: { collPersonMetas: RosterMetas } }[] }[];
    }[];
  }[];
};
interface Person {
  personUuid: string;
  exam: string;
  startTs: string;
  value: number;
}

/**
 * Grades follow every change that can alter a verdict (issue 30, decision 0036), read where
 * people see them: the real-time roster's passed or failed badge (GRADE_CACHE of the exam's
 * person). Three measured Riverside people (lift low < mid < high) in a pool of their own with
 * two classes: one opens job J1 (its only active PDA demands a lift of at least mid), the other
 * J2 (at least high). So low is NG, mid and high OK, and each change below moves one badge.
 * Before each case the state is put back and a full recompute writes the grades it starts from.
 */
describe('grades follow every change (issue 30)', () => {
  let demo: DemoApp;
  let client: string;
  let lift: string;
  const job: { node: string; pda: string }[] = [];
  let pool: string;
  const klass: string[] = [];
  let low: Person;
  let mid: Person;
  let high: Person;

  const api = (method: 'get' | 'post' | 'patch' | 'delete', path: string) =>
    as(demo.admin, demo.t.http()[method](`/api/v1/${path}`));
  /** The person's badge on the real-time roster of their exam's day: OK, NG or none. */
  const badge = async (p: Person): Promise<string | null> => {
    const d = new Date(p.startTs);
    const roster: Roster = (
      await api(
        'get',
        `secure/rosters/${d.getFullYear()}/${d.getMonth() + 1}/${d.getDate()}`,
      ).expect(200)
    ).body;
    const entry = roster.locations
      .flatMap((l) => l.rooms.flatMap((r) => r.slots.flatMap((s) => s.entries)))
      .find((e) => e.examUuid === p.exam)!;
    return (
      entry.aPerson.collPersonMetas.find((m) => m.metadataField === 'GRADE_CACHE')?.stringValue ??
      null
    );
  };
  const regradeRuns = async (): Promise<{ status: string; data: Record<string, string[]> }[]> =>
    demo.ds.query(
      `SELECT status, data FROM job_runs WHERE job_name = 'match.regrade' ORDER BY created_at`,
    );
  /** Polls (no fixed wait) until the badge reads `want`; fails naming what it read. */
  const badgeBecomes = async (p: Person, want: string | null) => {
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
  const idle = async () => {
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
  const demandVersion = async (pda: string) =>
    (
      await demo.ds.query(
        'SELECT version FROM pda_demands WHERE pda_uuid = $1 AND capability_uuid = $2',
        [pda, lift],
      )
    )[0].version;

  beforeAll(async () => {
    demo = await startDemoApp();
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

  it('regrades after a demand change', async () => {
    await api('post', `secure/pda/${job[0].pda}/demand/${lift}`)
      .send({ value: String(low.value), version: await demandVersion(job[0].pda) })
      .expect((r) => expect([r.status, r.body.message]).toEqual([200, undefined]));
    await badgeBecomes(low, 'OK');
  });

  it('writes what a full recompute writes, for everyone of the client', async () => {
    const grades = async () =>
      demo.ds.query(
        `SELECT m.person_uuid, m.metadata_field, m.string_value FROM person_metas m
           JOIN persons p ON p.person_uuid = m.person_uuid AND p.client_node_uuid = $1
          WHERE m.metadata_field IN ('GRADE_CACHE', 'GRADE_REASONS_CACHE')
          ORDER BY 1, 2`,
        [client],
      );
    const before = await grades();
    // Both jobs at low's lift, then J2 out of the active ones: many people of the client
    // (graded against every job node of it) flip at J1 or J2.
    for (const { pda } of job)
      await api('post', `secure/pda/${pda}/demand/${lift}`)
        .send({ value: String(low.value), version: await demandVersion(pda) })
        .expect(200);
    await api('patch', `secure/pda/${job[1].pda}/status/INPROGRESS`).expect(200);
    await badgeBecomes(low, 'OK');
    await idle();
    const regraded = await grades();
    expect(regraded).not.toEqual(before);
    await demo.t.app.get(MatchRecomputeService).recomputeAll();
    expect(regraded).toEqual(await grades());
  });

  it('regrades after a PDA status change', async () => {
    await api('patch', `secure/pda/${job[0].pda}/status/INPROGRESS`).expect(200);
    await badgeBecomes(mid, 'NG');
  });

  it('regrades after a PDA is deleted', async () => {
    await api('patch', `secure/pda/${job[0].pda}/status/DELETED`).expect(200);
    await badgeBecomes(mid, 'NG');
  });

  it('regrades after a kanban loses its openings', async () => {
    await api('patch', `secure/nhp-kanbans/${klass[0]}/${job[0].node}/1/qty/0`).expect(200);
    await badgeBecomes(mid, 'NG');
  });

  it('regrades after a class is deleted', async () => {
    await api('delete', `secure/nhp-classes/${klass[0]}`).expect((r) =>
      expect(r.status).toBeLessThan(300),
    );
    await badgeBecomes(mid, 'NG');
  });

  it('regrades after the job node (with its PDA) goes to the trash', async () => {
    await api('patch', `private/nodes/${job[0].node}/_actions/disable`).expect(200);
    await api('patch', `private/nodes/${job[0].node}/_actions/trash`).expect(200);
    await badgeBecomes(mid, 'NG');
  });

  it('regrades after an exam of another kind that measures is unfinalized', async () => {
    // A TMM form that measures the lift too (the demo's measure nothing) and a finished TMM
    // exam of low's, newer than their PPT, at high's lift: their newest lift is high's.
    const [{ group, type }] = await demo.ds.query(
      `SELECT g.group_uuid AS group, s.exam_type_uuid AS type FROM exam_type_groups g
         JOIN exam_sections s ON s.section_uuid = g.section_uuid
         JOIN exam_types t ON t.exam_type_uuid = s.exam_type_uuid AND t.kind = 'TMM' LIMIT 1`,
    );
    const field = randomUUID();
    await demo.ds.query(
      `INSERT INTO exam_type_fields (exam_type_field_uuid, group_uuid, field_type_code, description,
                                     row_index, col_index, capability_uuid)
       VALUES ($1, $2, 'NUMERIC', 'Lift (regrade test)', 99, 0, $3)`,
      [field, group, lift],
    );
    const exam = randomUUID();
    await demo.ds.query(
      `INSERT INTO exams (exam_uuid, exam_type_uuid, id_uuid, room_uuid, start_ts, exam_status_enum, finalized_at)
       SELECT $1, $2, e.id_uuid, e.room_uuid, e.start_ts + interval '1 hour', 'COMPLETE', now()
         FROM exams e WHERE e.exam_uuid = $3`,
      [exam, type, low.exam],
    );
    await demo.ds.query(
      `INSERT INTO exam_fields (exam_field_uuid, exam_uuid, exam_type_field_uuid, string_value)
       VALUES ($1, $2, $3, $4)`,
      [randomUUID(), exam, field, String(high.value)],
    );
    await demo.t.app.get(MatchRecomputeService).recomputePerson(low.personUuid);
    expect(await badge(low)).toBe('OK');
    await api('post', `secure/exams/${exam}/unfinalize`).expect(200);
    await badgeBecomes(low, 'NG');
  });

  it('coalesces a burst of demand changes into one waiting regrade', async () => {
    const before = (await regradeRuns()).length;
    // The client's match lock held: the first regrade starts and waits for it, the rest queue.
    const lock = demo.ds.createQueryRunner();
    await lock.connect();
    await lock.startTransaction();
    try {
      await lock.query(`SELECT 1 FROM match_clients WHERE client_node_uuid = $1 FOR UPDATE`, [
        client,
      ]);
      // Nine values between mid and high, then low's lift.
      const values = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) =>
        (mid.value + ((high.value - mid.value) * i) / 10).toFixed(2),
      );
      values.push(String(low.value));
      const edit = async (value: string) =>
        api('post', `secure/pda/${job[1].pda}/demand/${lift}`)
          .send({ value, version: await demandVersion(job[1].pda) })
          .expect(200);
      await edit(values[0]);
      for (let i = 0; i < 300; i++) {
        const runs = (await regradeRuns()).slice(before);
        if (runs.some((r) => r.status === 'RUNNING')) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      for (const value of values.slice(1)) await edit(value);
      const runs = (await regradeRuns()).slice(before);
      expect(runs.map((r) => r.status)).toEqual(['RUNNING', 'QUEUED']);
      expect(runs[1].data.nodes).toEqual([job[1].node]);
    } finally {
      await lock.commitTransaction();
      await lock.release();
    }
    // The last value (low's lift) holds: low matches J2 now.
    await badgeBecomes(low, 'OK');
    expect((await regradeRuns()).length - before).toBe(2);
  });

  it('seeds the nightly full recompute, shown on the scheduler screen', async () => {
    const triggers: { jobClass: string; intervalSeconds: number; nextFireAt: string }[] = (
      await api('get', 'secure/admin/scheduler/triggers').expect(200)
    ).body;
    const nightly = triggers.filter((t) => t.jobClass === 'matchRecompute');
    expect(nightly).toHaveLength(1);
    expect(nightly[0].intervalSeconds).toBe(86_400);
    const next = new Date(nightly[0].nextFireAt);
    expect([next.getUTCHours(), next.getUTCMinutes()]).toEqual([2, 0]);
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);
  });
});

import { randomUUID } from 'node:crypto';
import { MatchRecomputeService } from '@server/modules/match/match-recompute.service';
import {
  demo,
  client,
  lift,
  job,
  klass,
  low,
  mid,
  high,
  api,
  badge,
  regradeRuns,
  badgeBecomes,
  idle,
  demandVersion,
  useRegradeApp,
} from './regrade-context';

/**
 * Grades follow every change that can alter a verdict (issue 30, decision 0036), read where
 * people see them: the real-time roster's passed or failed badge (GRADE_CACHE of the exam's
 * person). Three measured Riverside people (lift low < mid < high) in a pool of their own with
 * two classes: one opens job J1 (its only active PDA demands a lift of at least mid), the other
 * J2 (at least high). So low is NG, mid and high OK, and each change below moves one badge.
 * Before each case the state is put back and a full recompute writes the grades it starts from.
 */
describe('grades follow every change (issue 30)', () => {
  useRegradeApp();

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

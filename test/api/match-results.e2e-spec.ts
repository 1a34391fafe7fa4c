import { randomUUID } from 'node:crypto';
import { MatchResultsService } from '@server/modules/match/match-results.service';
import { as } from '../support/auth-helpers';
import {
  Rule,
  Reasons,
  demo,
  fx,
  s,
  client,
  job,
  pda,
  threshold,
  members,
  get,
  stats,
  statOf,
  poolLifts,
  meets,
  until,
  rosterGrade,
  storedGrades,
  useMatchApp,
} from './match-context';

// Match results on the shared Riverside pool (useMatchApp): recomputes, exams and statistics.
describe('match results and statistics', () => {
  useMatchApp();

  it('grades every measured person on a full recompute, and nobody never measured', async () => {
    const grades = await storedGrades(members.map((m) => m.personUuid));
    for (const m of members)
      if (m.value === null) expect(grades.has(m.personUuid), m.personUuid).toBe(false);
      // Meeting the job's only demand, they match a node: OK. Below it, another node may fit.
      else if (meets(m)) expect(grades.get(m.personUuid), m.personUuid).toBe('OK');
      else expect(['OK', 'NG']).toContain(grades.get(m.personUuid));
    const [{ ng, withReasons }] = await demo.ds.query(
      `SELECT count(*)::int AS ng, count(r.*)::int AS "withReasons" FROM person_metas g
         LEFT JOIN person_metas r ON r.person_uuid = g.person_uuid
          AND r.metadata_field = 'GRADE_REASONS_CACHE' AND r.string_value <> ''
        WHERE g.metadata_field = 'GRADE_CACHE' AND g.string_value = 'NG'`,
    );
    expect(ng).toBeGreaterThan(0);
    expect(withReasons).toBe(ng);
  });

  it('counts the pool members who meet the job, equal values included', async () => {
    const pool = await poolLifts();
    const row = await statOf(job);
    expect(row).toMatchObject({ n: pool.length, m: pool.filter(meets).length });
    expect(row.m).toBeGreaterThanOrEqual(4);
    expect(row.percent).toBeCloseTo((100 * row.m) / row.n, 10);
    const results = demo.t.app.get(MatchResultsService);
    for (const m of members) expect(await results.isMatch(m.personUuid, job)).toBe(meets(m));
    // A node with no active PDA matches nobody.
    expect(await results.isMatch(members.find(meets)!.personUuid, client)).toBe(false);
  });

  it('agrees with the reasons report on every node of the client', async () => {
    // Per pool member, the job nodes all of whose active PDAs the reasons report calls
    // satisfied, counted at the node and every node above it once.
    const expected = new Map<string, number>();
    const rows = await stats();
    const parent = new Map(rows.map((r) => [r.nodeUuid, r.parentNodeUuid]));
    for (const m of await poolLifts()) {
      const reasons = await get<Reasons>(s.admin, `secure/reasons/byPerson/${m.personUuid}`);
      const byNode = new Map<string, boolean>();
      for (const p of reasons.collPersonPDAs)
        byNode.set(p.aTreeNode.nodeUuid, (byNode.get(p.aTreeNode.nodeUuid) ?? true) && p.satisfied);
      const counted = new Set<string>();
      for (const [node, ok] of byNode)
        for (let n: string | null | undefined = node; ok && n && !counted.has(n); n = parent.get(n))
          counted.add(n);
      for (const n of counted) expected.set(n, (expected.get(n) ?? 0) + 1);
    }
    for (const r of rows)
      expect([r.nodeUuid, r.m]).toEqual([r.nodeUuid, expected.get(r.nodeUuid) ?? 0]);
  });

  it('names the demand that excludes, with the failing members’ average', async () => {
    const pool = await poolLifts();
    const failing = pool.filter((m) => !meets(m));
    const measuredFailing = failing.filter((m) => m.value !== null).map((m) => m.value!);
    const rules = await get<Rule[]>(s.premise, `secure/nodes/${job}/tree-rules`);
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({
      pdaUuid: pda,
      pdaValue: String(threshold),
      count: failing.length,
      notMeasured: pool.filter((m) => m.value === null).length,
      n: pool.length,
    });
    expect(rules[0].notMeasured).toBeGreaterThanOrEqual(1);
    expect(rules[0].avg).toBeCloseTo(
      measuredFailing.reduce((a, b) => a + b, 0) / measuredFailing.length,
      10,
    );
  });

  it('lists the matching pool members at the node and above it', async () => {
    const names = async (node: string) =>
      (
        await get<{ personUuid: string }[]>(
          s.staffing,
          `secure/nodes/${node}/${client}/tree-swimmers`,
        )
      )
        .map((p) => p.personUuid)
        .sort();
    const expected = (await poolLifts())
      .filter(meets)
      .map((m) => m.personUuid)
      .sort();
    expect(await names(job)).toEqual(expected);
    expect(await names(client)).toEqual(expect.arrayContaining(expected));
    await as(
      s.staffing,
      demo.t.http().get(`/api/v1/secure/nodes/${job}/${job}/tree-swimmers`),
    ).expect(400);
    await as(s.premise, demo.t.http().get(`/api/v1/secure/client/${job}/node-match-stats`))
      .expect(400)
      .expect((r) => expect(r.body.message).toMatch(/not .*client site/));
  });

  it('rematches one person when their PPT exam is finalized and unfinalized', async () => {
    await demo.ds.query(
      `INSERT INTO nhp_swimmers (swimmer_uuid, nhp_pool_uuid, person_uuid, available_date)
       SELECT $1, nhp_pool_uuid, $2, current_date FROM nhp_pools WHERE description = 'Match pool'
       ON CONFLICT DO NOTHING`,
      [randomUUID(), fx.person],
    );
    const exam = fx.pendingExam;
    for (const f of fx.requiredPptFields) {
      const value =
        f.uuid === fx.numericField.uuid
          ? String(threshold)
          : f.type === 'NUMERIC'
            ? '10'
            : f.option!;
      await as(s.premise, demo.t.http().patch(`/api/v1/secure/exams/${exam}/exam-fields/${f.uuid}`))
        .send({ value })
        .expect(200);
    }
    await as(s.premise, demo.t.http().post(`/api/v1/secure/exams/${exam}/finalize`)).expect(200);
    await until(
      () => get<{ isScored: boolean }>(s.premise, `secure/exams/${exam}/isScored`),
      (r) => r.isScored,
    );
    // Scoring wrote the grade cache the real-time roster shows: they match the job, so OK.
    expect(await rosterGrade(exam)).toEqual({ GRADE_CACHE: 'OK' });
    const pool = await poolLifts();
    expect(pool.find((m) => m.personUuid === fx.person)!.value).toBe(threshold);
    expect(await statOf(job)).toMatchObject({ n: pool.length, m: pool.filter(meets).length });
    expect(await demo.t.app.get(MatchResultsService).isMatch(fx.person, job)).toBe(true);
    // Unfinalized, the person's values come from their older exams again: the verdict follows
    // the reasons report once the second job has run.
    await as(s.premise, demo.t.http().post(`/api/v1/secure/exams/${exam}/unfinalize`)).expect(200);
    await until(
      () =>
        demo.ds.query(
          `SELECT count(*)::int AS done FROM job_runs
            WHERE job_name = 'exams.match-person' AND status = 'COMPLETED' AND data->>'examUuid' = $1`,
          [exam],
        ),
      ([r]) => r.done === 2,
    );
    const reasons = await get<Reasons>(s.admin, `secure/reasons/byPerson/${fx.person}`);
    const fits = reasons.collPersonPDAs.find((p) => p.aTreeNode.nodeUuid === job)!.satisfied;
    expect(await demo.t.app.get(MatchResultsService).isMatch(fx.person, job)).toBe(fits);
    expect((await statOf(job)).m).toBe((await poolLifts()).filter(meets).length);
  });
});

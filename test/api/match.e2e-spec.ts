import { randomUUID } from 'node:crypto';
import { MatchRecomputeService } from '@server/modules/match/match-recompute.service';
import { MatchResultsService } from '@server/modules/match/match-results.service';
import { as, signInOrFail, type SignedIn } from '../support/auth-helpers';
import { examFixtures, startDemoApp, type DemoApp, type ExamFixtures } from '../support/demo-app';

type Stat = {
  nodeUuid: string;
  parentNodeUuid: string | null;
  m: number;
  n: number;
  percent: number;
};
type Rule = {
  pdaUuid: string;
  code: string;
  pdaValue: string;
  count: number;
  notMeasured: number;
  avg: number | null;
  n: number;
};
type Reasons = { collPersonPDAs: { aTreeNode: { nodeUuid: string }; satisfied: boolean }[] };

/**
 * Stored match results on the demo data: a Riverside pool of people whose lift values are
 * known (beside the demo's pools), one job node whose only active PDA demands a lift of at
 * least their median, and the three ways results change (full recompute, a finalized exam, a
 * PDA write). Expected counts come from the pool members' lift values read with SQL.
 */
describe('match results and statistics', () => {
  let demo: DemoApp;
  let fx: ExamFixtures;
  const s: Record<string, SignedIn> = {};
  let client: string;
  let job: string;
  let pda: string;
  let lift: string;
  let threshold: number;
  /** Pool members with their newest lift value (null: never measured). */
  let members: { personUuid: string; value: number | null }[];

  const get = async <T>(who: SignedIn, path: string, status = 200): Promise<T> =>
    (await as(who, demo.t.http().get(`/api/v1/${path}`)).expect(status)).body;
  const stats = () => get<Stat[]>(s.premise, `secure/client/${client}/node-match-stats`);
  const statOf = async (node: string) => (await stats()).find((r) => r.nodeUuid === node)!;
  /** Every pool member of the client with their newest lift (null: never measured). */
  const poolLifts = async (): Promise<{ personUuid: string; value: number | null }[]> =>
    (
      await demo.ds.query(
        `SELECT s.person_uuid AS "personUuid",
                (SELECT v.string_value FROM person_ids i
                   JOIN exams e ON e.id_uuid = i.id_uuid AND e.exam_status_enum = 'COMPLETE'
                   JOIN exam_fields v ON v.exam_uuid = e.exam_uuid
                   JOIN exam_type_fields f ON f.exam_type_field_uuid = v.exam_type_field_uuid
                  WHERE i.person_uuid = s.person_uuid AND f.capability_uuid = $2
                  ORDER BY e.start_ts DESC LIMIT 1) AS value
           FROM (SELECT DISTINCT w.person_uuid FROM nhp_swimmers w
                   JOIN nhp_pools p ON p.nhp_pool_uuid = w.nhp_pool_uuid
                  WHERE p.client_node_uuid = $1) s`,
        [client, lift],
      )
    ).map((r: { personUuid: string; value: string | null }) => ({
      personUuid: r.personUuid,
      value: r.value === null ? null : Number(r.value),
    }));
  const meets = (v: { value: number | null }) => v.value !== null && v.value >= threshold;
  const until = async <T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> => {
    let v: T | undefined;
    for (let i = 0; i < 100; i++) {
      v = await read();
      if (done(v)) return v;
      await new Promise((r) => setTimeout(r, 100));
    }
    const runs = await demo.ds.query(
      `SELECT job_name, status, status_message FROM job_runs WHERE job_name LIKE '%match%'`,
    );
    throw new Error(
      `timed out waiting for the match job: ${JSON.stringify(v)} ${JSON.stringify(runs)}`,
    );
  };

  beforeAll(async () => {
    demo = await startDemoApp();
    for (const [userCode, password] of Object.entries(demo.passwords))
      s[userCode] = await signInOrFail(demo.t, userCode, password);
    fx = await examFixtures(demo.ds);
    [{ lift, client }] = await demo.ds.query(
      `SELECT f.capability_uuid AS lift, ps.client_node_uuid AS client
         FROM exam_type_fields f, persons ps
        WHERE f.exam_type_field_uuid = $1 AND ps.person_uuid = $2`,
      [fx.numericField.uuid, fx.person],
    );
    // Six measured Riverside people (not the fixture person) and one never measured.
    const measured: { personUuid: string; value: string }[] = await demo.ds.query(
      `SELECT * FROM (
         SELECT DISTINCT ON (i.person_uuid) i.person_uuid AS "personUuid", v.string_value AS value
           FROM person_ids i JOIN persons ps ON ps.person_uuid = i.person_uuid
           JOIN exams e ON e.id_uuid = i.id_uuid AND e.exam_status_enum = 'COMPLETE'
           JOIN exam_fields v ON v.exam_uuid = e.exam_uuid
           JOIN exam_type_fields f ON f.exam_type_field_uuid = v.exam_type_field_uuid
          WHERE ps.client_node_uuid = $1 AND f.capability_uuid = $2 AND i.person_uuid <> $3
            AND NOT EXISTS (SELECT 1 FROM nhp_swimmers w WHERE w.person_uuid = i.person_uuid)
          ORDER BY i.person_uuid, e.start_ts DESC) m
        WHERE value ~ '^[0-9.]+$' ORDER BY "personUuid" LIMIT 6`,
      [client, lift, fx.person],
    );
    const [unmeasured] = await demo.ds.query(
      `SELECT person_uuid AS "personUuid" FROM persons ps WHERE client_node_uuid = $1
          AND NOT EXISTS (SELECT 1 FROM person_ids i JOIN exams e ON e.id_uuid = i.id_uuid
                           WHERE i.person_uuid = ps.person_uuid AND e.exam_status_enum = 'COMPLETE')
          AND NOT EXISTS (SELECT 1 FROM nhp_swimmers w WHERE w.person_uuid = ps.person_uuid)
        LIMIT 1`,
      [client],
    );
    members = [
      ...measured.map((m) => ({ personUuid: m.personUuid, value: Number(m.value) })),
      { personUuid: unmeasured.personUuid, value: null },
    ];
    const values = measured.map((m) => Number(m.value)).sort((a, b) => a - b);
    threshold = values[2]; // equal values satisfy: at least 4 of the 6 pass
    const pool = randomUUID();
    await demo.ds.query(
      `INSERT INTO nhp_pools (nhp_pool_uuid, client_node_uuid, description) VALUES ($1, $2, 'Match pool')`,
      [pool, client],
    );
    for (const m of members)
      await demo.ds.query(
        `INSERT INTO nhp_swimmers (swimmer_uuid, nhp_pool_uuid, person_uuid, available_date)
         VALUES ($1, $2, $3, current_date)`,
        [randomUUID(), pool, m.personUuid],
      );
    // The job: an active Riverside PDA, alone at its node, demanding only the lift.
    [{ pda, job }] = await demo.ds.query(
      `SELECT p.pda_uuid AS pda, p.node_uuid AS job FROM pdas p
         JOIN tree_nodes n ON n.node_uuid = p.node_uuid AND n.ancestors[2] = $1
        WHERE p.pda_status_enum IN ('COMPLETED', 'APPROVED') ORDER BY p.pda_uuid LIMIT 1`,
      [client],
    );
    await demo.ds.query(
      `UPDATE pdas SET pda_status_enum = 'INPROGRESS' WHERE node_uuid = $1 AND pda_uuid <> $2`,
      [job, pda],
    );
    await demo.ds.query('DELETE FROM pda_demands WHERE pda_uuid = $1', [pda]);
    await demo.ds.query(
      `INSERT INTO pda_demands (pda_uuid, capability_uuid, value) VALUES ($1, $2, $3)`,
      [pda, lift, String(threshold)],
    );
    await demo.t.app.get(MatchRecomputeService).recomputeAll();
  });

  afterAll(() => demo?.t.close());

  type RosterMetas = { metadataField: string; stringValue: string }[];
  /** The grade caches the real-time roster shows for the person of an exam, read from the roster. */
  const rosterGrade = async (exam: string) => {
    const [{ startTs }] = await demo.ds.query(
      `SELECT start_ts AS "startTs" FROM exams WHERE exam_uuid = $1`,
      [exam],
    );
    const d = new Date(startTs);
    const roster = await get<{
      locations: {
        rooms: {
          slots: {
            entries: { examUuid: string; aPerson: { collPersonMetas: RosterMetas } }[];
          }[];
        }[];
      }[];
    }>(s.premise, `secure/rosters/${d.getFullYear()}/${d.getMonth() + 1}/${d.getDate()}`);
    const entry = roster.locations
      .flatMap((l) => l.rooms.flatMap((r) => r.slots.flatMap((sl) => sl.entries)))
      .find((e) => e.examUuid === exam)!;
    const metas = entry.aPerson.collPersonMetas;
    return Object.fromEntries(
      metas
        .filter((m) => m.metadataField.startsWith('GRADE_'))
        .map((m) => [m.metadataField, m.stringValue]),
    );
  };
  const storedGrades = async (people: string[]) =>
    new Map<string, string>(
      (
        await demo.ds.query(
          `SELECT person_uuid AS "personUuid", string_value AS grade FROM person_metas
            WHERE metadata_field = 'GRADE_CACHE' AND person_uuid = ANY($1::uuid[])`,
          [people],
        )
      ).map((r: { personUuid: string; grade: string }) => [r.personUuid, r.grade]),
    );

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

  describe('what-if on the PDA’s demands (decision 0026)', () => {
    type WhatIf = {
      nodeUuid: string;
      pdaActive: boolean;
      poolSize: number;
      matchingNow: number;
      matchingAfter: number;
      mostExcluding: { capabilityUuid: string; pdaValue: string; count: number } | null;
    };
    const whatIf = (demands: unknown, who: SignedIn = s.premise) =>
      as(who, demo.t.http().post(`/api/v1/secure/pda/${pda}/what-if`)).send({ demands });
    // Everything a save or a recompute would touch, hashed.
    const written = async () =>
      (
        await demo.ds.query(
          `SELECT md5(concat_ws('|',
             (SELECT string_agg(t::text, ',' ORDER BY t::text) FROM pda_demands t),
             (SELECT string_agg(t::text, ',' ORDER BY t::text) FROM pdas t),
             (SELECT string_agg(t::text, ',' ORDER BY t::text) FROM audit_entries t),
             (SELECT string_agg(t::text, ',' ORDER BY t::text) FROM match_person_sets t),
             (SELECT string_agg(t::text, ',' ORDER BY t::text) FROM match_clients t),
             (SELECT string_agg(t::text, ',' ORDER BY t::text) FROM job_runs t))) AS h`,
        )
      )[0].h;

    it('predicts the counts a saved change then gives, writing nothing', async () => {
      const pool = await poolLifts();
      const current = await statOf(job);
      // Raised to the highest measured lift the capability allows: fewer match.
      const [{ maxValue }] = await demo.ds.query(
        'SELECT max_value AS "maxValue" FROM capabilities WHERE capability_uuid = $1',
        [lift],
      );
      const raised = Math.max(
        ...pool.flatMap((m) =>
          m.value === null || (maxValue !== null && m.value > Number(maxValue)) ? [] : [m.value],
        ),
      );
      const expected = pool.filter((m) => m.value !== null && m.value >= raised).length;
      expect(expected).not.toBe(current.m);
      const before = await written();
      const answer: WhatIf = (
        await whatIf([{ capabilityUuid: lift, value: String(raised) }]).expect((r) =>
          expect([r.status, r.body.message]).toEqual([200, undefined]),
        )
      ).body;
      expect(await written()).toBe(before);
      expect(answer).toMatchObject({
        nodeUuid: job,
        pdaActive: true,
        poolSize: current.n,
        matchingNow: current.m,
        matchingAfter: expected,
        mostExcluding: {
          capabilityUuid: lift,
          pdaValue: String(raised),
          count: pool.length - expected,
        },
      });
      // Unchanged, the answer is the stored results'.
      const same: WhatIf = (await whatIf([]).expect(200)).body;
      expect([same.matchingNow, same.matchingAfter]).toEqual([current.m, current.m]);

      const [{ version }] = await demo.ds.query(
        'SELECT version FROM pda_demands WHERE pda_uuid = $1 AND capability_uuid = $2',
        [pda, lift],
      );
      await as(s.premise, demo.t.http().post(`/api/v1/secure/pda/${pda}/demand/${lift}`))
        .send({ value: String(raised), version })
        .expect(200);
      const saved = await until(
        () => statOf(job),
        (r) => r.m !== current.m,
      );
      expect(saved.m).toBe(answer.matchingAfter);
      const rules = await get<Rule[]>(s.premise, `secure/nodes/${job}/tree-rules`);
      expect(rules[0].count).toBe(answer.mostExcluding!.count);
      // After the save the what-if's "now" is the saved state, its held values still current.
      const afterSave: WhatIf = (await whatIf([]).expect(200)).body;
      expect([afterSave.matchingNow, afterSave.matchingAfter]).toEqual([saved.m, saved.m]);

      // One member's lift drops below the demand and their results are recomputed (as after a
      // finalized exam): the what-if reads that person's values again.
      const lowered = pool.find((m) => m.value === raised)!;
      await demo.ds.query(
        `UPDATE exam_fields v SET string_value = $3
           FROM exams e, person_ids i, exam_type_fields f
          WHERE v.exam_uuid = e.exam_uuid AND e.id_uuid = i.id_uuid AND i.person_uuid = $1
            AND f.exam_type_field_uuid = v.exam_type_field_uuid AND f.capability_uuid = $2`,
        [lowered.personUuid, lift, String(raised - 1)],
      );
      await demo.t.app.get(MatchRecomputeService).recomputePerson(lowered.personUuid);
      const afterExam: WhatIf = (await whatIf([]).expect(200)).body;
      expect([afterExam.matchingNow, afterExam.matchingAfter]).toEqual([saved.m - 1, saved.m - 1]);

      // Their lift measured no more (the field gone): the held value goes too, so a demand
      // their lowered value met counts them no more.
      const lowerDemand = [{ capabilityUuid: lift, value: String(raised - 1) }];
      const withLowered: WhatIf = (await whatIf(lowerDemand).expect(200)).body;
      await demo.ds.query(
        `DELETE FROM exam_fields v USING exams e, person_ids i, exam_type_fields f
          WHERE v.exam_uuid = e.exam_uuid AND e.id_uuid = i.id_uuid AND i.person_uuid = $1
            AND f.exam_type_field_uuid = v.exam_type_field_uuid AND f.capability_uuid = $2`,
        [lowered.personUuid, lift],
      );
      await demo.t.app.get(MatchRecomputeService).recomputePerson(lowered.personUuid);
      const unmeasured: WhatIf = (await whatIf(lowerDemand).expect(200)).body;
      expect(unmeasured.matchingAfter).toBe(withLowered.matchingAfter - 1);
    });

    it('refuses what the save would refuse, naming it', async () => {
      const [{ maxValue }] = await demo.ds.query(
        'SELECT max_value AS "maxValue" FROM capabilities WHERE capability_uuid = $1',
        [lift],
      );
      const cases: [unknown, RegExp][] = [
        [[{ capabilityUuid: randomUUID(), value: '1' }], /no capability/],
        [[{ capabilityUuid: lift, value: 'TBD' }], /must be a number/],
        [
          [{ capabilityUuid: lift, value: String(Number(maxValue) + 1) }],
          /must be (between|at most)/,
        ],
        [
          [
            { capabilityUuid: lift, value: '1' },
            { capabilityUuid: lift, value: '2' },
          ],
          /twice/,
        ],
        [[{ capabilityUuid: 'x', value: '1' }], /capabilityUuid must be a UUID/],
        [[{ capabilityUuid: lift, value: 5 }], /value must be text/],
        ['all', /demands must be a list/],
        [Array.from({ length: 201 }, () => ({ capabilityUuid: lift, value: '1' })), /200/],
      ];
      const before = await written();
      for (const [demands, message] of cases)
        await whatIf(demands)
          .expect(400)
          .expect((r) => expect(r.body.message).toMatch(message));
      expect(await written()).toBe(before);
      await whatIf([], s.staffing).expect(403);
    });
  });

  it('rematches the node when its PDA’s demand or status changes through the API', async () => {
    const [{ version }] = await demo.ds.query(
      'SELECT version FROM pda_demands WHERE pda_uuid = $1 AND capability_uuid = $2',
      [pda, lift],
    );
    await as(s.premise, demo.t.http().post(`/api/v1/secure/pda/${pda}/demand/${lift}`))
      .send({ value: '0', version })
      .expect(200);
    // At least 0: every pool member measured at all matches; the one never measured does not.
    const pool = await poolLifts();
    const measured = pool.filter((m) => m.value !== null).length;
    const all = await until(
      () => statOf(job),
      (r) => r.m === measured,
    );
    expect(all).toMatchObject({ n: pool.length, m: measured });
    // Out of the active statuses (back to INPROGRESS), the node matches nobody.
    const status = await as(
      s.premise,
      demo.t.http().patch(`/api/v1/secure/pda/${pda}/status/INPROGRESS`),
    );
    expect([status.status, status.body.pdaStatusEnum]).toEqual([200, 'INPROGRESS']);
    const none = await until(
      () => statOf(job),
      (r) => r.m === 0,
    );
    expect(none.m).toBe(0);
    expect(await demo.t.app.get(MatchResultsService).isMatch(members[0].personUuid, job)).toBe(
      false,
    );
  });

  it('counts an inactive PDA in the what-if as if it were active', async () => {
    // The PDA is INPROGRESS now, its lift demand 0: as if active, every measured member fits.
    const answer = (
      await as(s.premise, demo.t.http().post(`/api/v1/secure/pda/${pda}/what-if`))
        .send({ demands: [] })
        .expect(200)
    ).body;
    const pool = await poolLifts();
    const measured = pool.filter((m) => m.value !== null).length;
    expect(answer).toMatchObject({
      pdaActive: false,
      matchingNow: measured,
      matchingAfter: measured,
    });
  });

  it('hides other clients and refuses roles without the grid', async () => {
    await as(s.premise, demo.t.http().get(`/api/v1/secure/nodes/${job}/tree-rules`)).expect(200);
    await as(s.staffing, demo.t.http().get(`/api/v1/secure/nodes/${job}/tree-rules`)).expect(403);
    await as(
      s.premise,
      demo.t.http().get(`/api/v1/secure/nodes/${job}/${client}/tree-swimmers`),
    ).expect(403);
  });
});

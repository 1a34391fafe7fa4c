import { as, type SignedIn } from '../support/auth-helpers';
import {
  examFixtures,
  signInDemoUsers,
  startDemoApp,
  type DemoApp,
  type ExamFixtures,
} from '../support/demo-app';

type Meta = { metadataField: string; stringValue: string };
type Roster = {
  locations: {
    rooms: {
      slots: { entries: { examUuid: string; aPerson: { collPersonMetas: Meta[] } }[] }[];
    }[];
  }[];
};

/**
 * The grade caches are the match engine's (decision 0038, issue 29): no user route writes
 * them, admins included, and the reasons (measured values in words) reach only callers with the
 * reasons right, while the OK / NG grade stays wherever the person is read.
 */
describe('system keys: the grade caches', () => {
  let demo: DemoApp;
  let s: Record<string, SignedIn>;
  let fx: ExamFixtures;
  /** A Riverside person graded NG, with reasons, and one of their exams on a roster. */
  let ng: { person: string; reasons: string; exam: string; startTs: Date };

  const http = () => demo.t.http();
  const get = (who: string, path: string) => as(s[who], http().get(`/api/v1/${path}`));
  const patch = (who: string, path: string) => as(s[who], http().patch(`/api/v1/${path}`));
  const stored = async (person: string) =>
    Object.fromEntries(
      (
        await demo.ds.query(
          `SELECT metadata_field AS f, string_value AS v FROM person_metas
            WHERE person_uuid = $1 AND metadata_field LIKE 'GRADE%' ORDER BY 1`,
          [person],
        )
      ).map((r: { f: string; v: string }) => [r.f, r.v]),
    );
  /** The person's metadata on the roster entry of `exam`, as `who` reads the roster. */
  const rosterMetas = async (who: string, exam: string, startTs: Date) => {
    const d = startTs;
    const roster: Roster = (
      await get(who, `secure/rosters/${d.getFullYear()}/${d.getMonth() + 1}/${d.getDate()}`).expect(
        200,
      )
    ).body;
    const entry = roster.locations
      .flatMap((l) => l.rooms.flatMap((r) => r.slots.flatMap((sl) => sl.entries)))
      .find((e) => e.examUuid === exam)!;
    return Object.fromEntries(
      entry.aPerson.collPersonMetas
        .filter((m) => m.metadataField.startsWith('GRADE'))
        .map((m) => [m.metadataField, m.stringValue]),
    );
  };

  beforeAll(async () => {
    demo = await startDemoApp();
    s = await signInDemoUsers(demo);
    fx = await examFixtures(demo.ds);
    [ng] = await demo.ds.query(
      `SELECT g.person_uuid AS person, r.string_value AS reasons, e.exam_uuid AS exam,
              e.start_ts AS "startTs"
         FROM person_metas g
         JOIN person_metas r ON r.person_uuid = g.person_uuid
          AND r.metadata_field = 'GRADE_REASONS_CACHE' AND r.string_value <> ''
         JOIN person_ids i ON i.person_uuid = g.person_uuid
         JOIN exams e ON e.id_uuid = i.id_uuid
         JOIN exam_rooms ro ON ro.room_uuid = e.room_uuid
         JOIN exam_locations l ON l.location_uuid = ro.location_uuid
         JOIN tree_nodes c ON c.node_uuid = l.client_node_uuid AND c.description LIKE 'Riverside%'
        WHERE g.metadata_field = 'GRADE_CACHE' AND g.string_value = 'NG'
        ORDER BY e.start_ts DESC LIMIT 1`,
    );
    expect(ng, 'the demo data grades some Riverside person NG').toBeDefined();
  });

  afterAll(() => demo?.t.close());

  it('refuses every user a write of a system key, admins included, naming the key', async () => {
    const before = await stored(ng.person);
    const p = `secure/person/${ng.person}`;
    const writes = [
      `${p}/meta/GRADE_CACHE/OK`,
      `${p}/meta-add/GRADE_CACHE/OK`,
      `${p}/meta-del/GRADE_CACHE/NG`,
      `${p}/meta/GRADE_REASONS_CACHE/none`,
      `${p}/meta-del/GRADE_REASONS_CACHE/${encodeURIComponent(ng.reasons)}`,
      `${p}/meta/grade_cache/OK`,
    ];
    for (const who of ['staffing', 'premise', 'admin', 'dev'])
      for (const path of writes) {
        const res = await patch(who, path).expect(403);
        const key = /GRADE_REASONS/.test(path) ? 'GRADE_REASONS_CACHE' : 'GRADE_CACHE';
        expect([who, path, res.body.code]).toEqual([who, path, 'PEOPLE_SYSTEM_META']);
        expect(res.body.message).toBe(
          `${key} is derived by the match engine and written by the system alone; no user may change it`,
        );
      }
    // Nothing moved, and no write was recorded.
    expect(await stored(ng.person)).toEqual(before);
    expect(before).toMatchObject({ GRADE_CACHE: 'NG' });
    const [{ n }] = await demo.ds.query(
      `SELECT count(*)::int AS n FROM audit_entries WHERE entity_id = $1 AND action LIKE 'meta-%'`,
      [ng.person],
    );
    expect(n).toBe(0);
    // Other fields are still the users' to write.
    await patch('staffing', `${p}/meta/COMMENTS/checked`).expect(200);
  });

  it('reads the reasons with the reasons right only, the grade wherever the person is', async () => {
    for (const who of ['staffing', 'recruiter', 'premise']) {
      const person = (await get(who, `secure/persons/${ng.person}`).expect(200)).body;
      const fields = person.collPersonMetas.map((m: Meta) => m.metadataField);
      expect([who, fields.includes('GRADE_CACHE')]).toEqual([who, true]);
      expect([who, fields.includes('GRADE_REASONS_CACHE')]).toEqual([who, false]);
      expect(JSON.stringify(person)).not.toContain(ng.reasons);
      const one = (await get(who, `secure/person/${ng.person}/meta/GRADE_REASONS_CACHE`)).body;
      expect([who, one]).toEqual([
        who,
        { metadataField: 'GRADE_REASONS_CACHE', stringValue: null },
      ]);
      const list = (
        await get(who, `secure/person/${ng.person}/meta-array/GRADE_REASONS_CACHE/list`)
      ).body;
      expect([who, list]).toEqual([who, []]);
      expect((await get(who, `secure/person/${ng.person}/meta/GRADE_CACHE`)).body.stringValue).toBe(
        'NG',
      );
    }
    for (const who of ['admin', 'dev']) {
      const person = (await get(who, `secure/persons/${ng.person}`).expect(200)).body;
      expect(person.collPersonMetas).toContainEqual({
        metadataField: 'GRADE_REASONS_CACHE',
        stringValue: ng.reasons,
      });
      const one = (await get(who, `secure/person/${ng.person}/meta/GRADE_REASONS_CACHE`)).body;
      expect(one.stringValue).toBe(ng.reasons);
    }
    // The roster: the badge's grade for its readers, the reasons for the reasons right.
    for (const who of ['premise', 'recruiter'])
      expect([who, await rosterMetas(who, ng.exam, ng.startTs)]).toEqual([
        who,
        { GRADE_CACHE: 'NG' },
      ]);
    expect(await rosterMetas('admin', ng.exam, ng.startTs)).toEqual({
      GRADE_CACHE: 'NG',
      GRADE_REASONS_CACHE: ng.reasons,
    });
  });

  it('keeps the medical note to those who score exams (premise and admins)', async () => {
    const p = `secure/person/${ng.person}`;
    await patch(
      'premise',
      `${p}/meta/MEDICAL/${encodeURIComponent('No lifting over 10 kg')}`,
    ).expect(200);
    const medicalOf = async (who: string) =>
      (
        (await get(who, `secure/persons/${ng.person}`).expect(200)).body.collPersonMetas as Meta[]
      ).find((m) => m.metadataField === 'MEDICAL')?.stringValue;
    expect(await medicalOf('premise')).toBe('No lifting over 10 kg');
    expect(await medicalOf('admin')).toBe('No lifting over 10 kg');
    for (const who of ['staffing', 'recruiter']) {
      expect([who, await medicalOf(who)]).toEqual([who, undefined]);
      const one = await get(who, `${p}/meta/MEDICAL`).expect(200);
      expect([who, one.body]).toEqual([
        who,
        expect.not.objectContaining({ stringValue: 'No lifting over 10 kg' }),
      ]);
      const list = await get(who, `${p}/meta-array/MEDICAL/list`).expect(200);
      expect([who, list.body]).toEqual([who, []]);
    }
  });

  it('still has the match engine grade a person when their exam is finalized', async () => {
    // Their grade gone, as if never measured: only the engine can bring it back.
    await demo.ds.query(
      `DELETE FROM person_metas WHERE person_uuid = $1 AND metadata_field LIKE 'GRADE%'`,
      [fx.person],
    );
    const exam = fx.pendingExam;
    for (const f of fx.requiredPptFields)
      await as(s.premise, http().patch(`/api/v1/secure/exams/${exam}/exam-fields/${f.uuid}`))
        .send({ value: f.type === 'NUMERIC' ? '10' : f.option! })
        .expect(200);
    await as(s.premise, http().post(`/api/v1/secure/exams/${exam}/finalize`)).expect(200);
    let grades: Record<string, string> = {};
    for (let i = 0; i < 100 && !grades.GRADE_CACHE; i++) {
      await new Promise((r) => setTimeout(r, 100));
      grades = await stored(fx.person);
    }
    expect(['OK', 'NG']).toContain(grades.GRADE_CACHE);
    expect(Boolean(grades.GRADE_REASONS_CACHE)).toBe(grades.GRADE_CACHE === 'NG');
  });
});

import { randomUUID } from 'node:crypto';
import { MatchRecomputeService } from '@server/modules/match/match-recompute.service';
import { as, signInOrFail, type SignedIn } from '../support/auth-helpers';
import { examFixtures, startDemoApp, type DemoApp, type ExamFixtures } from '../support/demo-app';

export type Stat = {
  nodeUuid: string;
  parentNodeUuid: string | null;
  m: number;
  n: number;
  percent: number;
};
export type Rule = {
  pdaUuid: string;
  code: string;
  pdaValue: string;
  count: number;
  notMeasured: number;
  avg: number | null;
  n: number;
};
export type Reasons = { collPersonPDAs: { aTreeNode: { nodeUuid: string }; satisfied: boolean }[] };

export let demo: DemoApp;
export let fx: ExamFixtures;
export const s: Record<string, SignedIn> = {};
export let client: string;
export let job: string;
export let pda: string;
export let lift: string;
export let threshold: number;
/** Pool members with their newest lift value (null: never measured). */
export let members: { personUuid: string; value: number | null }[];
export const get = async <T>(who: SignedIn, path: string, status = 200): Promise<T> =>
  (await as(who, demo.t.http().get(`/api/v1/${path}`)).expect(status)).body;
export const stats = () => get<Stat[]>(s.premise, `secure/client/${client}/node-match-stats`);
export const statOf = async (node: string) => (await stats()).find((r) => r.nodeUuid === node)!;
/** Every pool member of the client with their newest lift (null: never measured). */
export const poolLifts = async (): Promise<{ personUuid: string; value: number | null }[]> =>
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
export const meets = (v: { value: number | null }) => v.value !== null && v.value >= threshold;
export const until = async <T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> => {
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
export type RosterMetas = { metadataField: string; stringValue: string }[];
/** The grade caches the real-time roster shows for the person of an exam, read from the roster. */
export const rosterGrade = async (exam: string) => {
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
export const storedGrades = async (people: string[]) =>
  new Map<string, string>(
    (
      await demo.ds.query(
        `SELECT person_uuid AS "personUuid", string_value AS grade FROM person_metas
          WHERE metadata_field = 'GRADE_CACHE' AND person_uuid = ANY($1::uuid[])`,
        [people],
      )
    ).map((r: { personUuid: string; grade: string }) => [r.personUuid, r.grade]),
  );

/**
 * The suite's shared set-up, called first inside each file's describe: stored match results on
 * the demo data, a Riverside pool of people whose lift values are known (beside the demo's
 * pools), one job node whose only active PDA demands a lift of at least their median, and the
 * three ways results change (full recompute, a finalized exam, a PDA write). Expected counts
 * come from the pool members' lift values read with SQL.
 */
export function useMatchApp() {
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
}

import type { Logger as PinoLogger } from 'pino';
import { DataSource } from 'typeorm';
import { levelUuidOf } from '@domain/tree-levels';
import { inject } from 'vitest';
import { createUser, signInOrFail, type SignedIn } from './auth-helpers';
import { DEMO_TEMPLATE } from './template-database';
import { startTestApp, type TestApp } from './test-app';

export interface DemoApp {
  t: TestApp;
  ds: DataSource;
  admin: SignedIn;
  /** The demo users' passwords by user code. */
  passwords: Record<string, string>;
}

/** A demo user's sign-in, as the seed answers it. */
export interface DemoCredential {
  userCode: string;
  password: string;
}

/**
 * A test app on a fresh database with the demo data: a clone of the template the global setup
 * seeded once (test/support/template-database.ts), with the demo users' credentials.
 */
export async function startSeededApp(
  env: Record<string, string> = {},
  logger?: PinoLogger,
): Promise<{ t: TestApp; credentials: DemoCredential[] }> {
  const t = await startTestApp(env, { template: DEMO_TEMPLATE, logger });
  const credentials = Object.entries(inject('demoPasswords')).map(([userCode, password]) => ({
    userCode,
    password,
  }));
  return { t, credentials };
}

/** A test app on a fresh database with the demo data, signed in as the demo admin. */
export async function startDemoApp(
  env: Record<string, string> = {},
  logger?: PinoLogger,
): Promise<DemoApp> {
  const { t, credentials } = await startSeededApp(env, logger);
  const ds = t.app.get(DataSource);
  const passwords = Object.fromEntries(credentials.map((c) => [c.userCode, c.password]));
  const admin = await signInOrFail(t, 'admin', passwords.admin);
  return { t, ds, admin, passwords };
}

/**
 * A session for every demo user by user code, and for `lakeview`, a premise user of the
 * Lakeview site created here: the caller who must not see Riverside's objects (404).
 */
export async function signInDemoUsers(demo: DemoApp): Promise<Record<string, SignedIn>> {
  const sessions: Record<string, SignedIn> = {};
  for (const [userCode, password] of Object.entries(demo.passwords))
    sessions[userCode] = await signInOrFail(demo.t, userCode, password);
  await createUser(demo.t, {
    userCode: 'lakeview',
    password: 'lakeview-pass-1',
    groups: ['premise:Lakeview'],
  });
  sessions.lakeview = await signInOrFail(demo.t, 'lakeview', 'lakeview-pass-1');
  return sessions;
}

/**
 * An editable PDA in the Riverside site, which the demo staffing and recruiting users can see
 * (so they meet 403, not 404, where they may not write).
 */
export async function riversidePda(ds: DataSource): Promise<string> {
  const [pda] = await ds.query(
    `SELECT p.pda_uuid FROM pdas p JOIN tree_nodes n ON n.node_uuid = p.node_uuid
       JOIN tree_nodes c ON c.node_uuid = n.ancestors[2] JOIN pda_types ty ON ty.pda_type_uuid = p.pda_type_uuid
      WHERE c.description LIKE 'Riverside%' AND ty.editable LIMIT 1`,
  );
  return pda.pda_uuid;
}

/** A PDA of the read-only legacy type. */
export async function legacyPda(ds: DataSource): Promise<string> {
  const [legacy] = await ds.query(
    `SELECT p.pda_uuid FROM pdas p JOIN pda_types ty ON ty.pda_type_uuid = p.pda_type_uuid
      WHERE NOT ty.editable LIMIT 1`,
  );
  return legacy.pda_uuid;
}

export interface ExamFixtures {
  person: string;
  /** The person's Application ID (schedulable). */
  idUuid: string;
  /** The person's Workday Candidate ID (not schedulable), if they have one. */
  candidateIdUuid: string | undefined;
  roomA: string;
  /** Riverside's room without a product description. */
  roomC: string;
  lakeviewRoom: string;
  ppt: string;
  tmm: string;
  /** A Riverside PENDING PPT exam with no value, found afresh on each call. */
  pendingExam: string;
  numericField: { uuid: string; max: number };
  selectField: string;
  requiredPptFields: { uuid: string; type: string; max: number | null; option: string | null }[];
}

/** Riverside people, rooms and exams of the demo data, for the exam e2e and the matrix. */
export async function examFixtures(ds: DataSource, skip = 0): Promise<ExamFixtures> {
  const one = async (sql: string, params: unknown[] = []) => {
    const [row] = await ds.query(sql, params);
    if (!row) throw new Error(`No demo row for ${sql}`);
    return row;
  };
  const riverside = `SELECT node_uuid FROM tree_nodes WHERE description LIKE 'Riverside%' AND level_uuid = '${levelUuidOf('NAMC')}'`;
  const exam = await one(
    `SELECT e.exam_uuid, i.person_uuid FROM exams e JOIN exam_rooms r ON r.room_uuid = e.room_uuid
       JOIN exam_locations l ON l.location_uuid = r.location_uuid JOIN exam_types t ON t.exam_type_uuid = e.exam_type_uuid
       JOIN person_ids i ON i.id_uuid = e.id_uuid
      WHERE l.client_node_uuid IN (${riverside}) AND t.kind = 'PPT' AND e.exam_status_enum = 'PENDING'
        AND NOT EXISTS (SELECT 1 FROM exam_fields f WHERE f.exam_uuid = e.exam_uuid)
      ORDER BY e.start_ts, e.exam_uuid OFFSET $1 LIMIT 1`,
    [skip],
  );
  const ids = await ds.query(
    `SELECT i.id_uuid, t.description FROM person_ids i JOIN id_types t ON t.id_type_uuid = i.id_type_uuid WHERE i.person_uuid = $1`,
    [exam.person_uuid],
  );
  const room = (letter: string, client: string) =>
    one(
      `SELECT r.room_uuid FROM exam_rooms r JOIN exam_locations l ON l.location_uuid = r.location_uuid
         JOIN tree_nodes c ON c.node_uuid = l.client_node_uuid WHERE c.description LIKE $1 AND r.description = $2`,
      [`${client}%`, `Room ${letter}`],
    );
  const type = (kind: string) =>
    one(`SELECT exam_type_uuid FROM exam_types WHERE kind = $1`, [kind]);
  const ppt = (await type('PPT')).exam_type_uuid;
  const required = await ds.query(
    `SELECT f.exam_type_field_uuid AS uuid, f.field_type_code AS type, f.hard_max_value AS max,
            (SELECT o.value FROM exam_select_options o WHERE o.exam_type_field_uuid = f.exam_type_field_uuid ORDER BY o.ordinal LIMIT 1) AS option
       FROM exam_type_fields f JOIN exam_type_groups g ON g.group_uuid = f.group_uuid
       JOIN exam_sections s ON s.section_uuid = g.section_uuid
      WHERE s.exam_type_uuid = $1 AND f.required ORDER BY s.ordinal, f.row_index`,
    [ppt],
  );
  const numeric = required.find((f: { type: string }) => f.type === 'NUMERIC');
  return {
    person: exam.person_uuid,
    idUuid: ids.find((i: { description: string }) => i.description === 'Application ID').id_uuid,
    candidateIdUuid: ids.find(
      (i: { description: string }) => i.description === 'Workday Candidate ID',
    )?.id_uuid,
    roomA: (await room('A', 'Riverside')).room_uuid,
    roomC: (await room('C', 'Riverside')).room_uuid,
    lakeviewRoom: (await room('A', 'Lakeview')).room_uuid,
    ppt,
    tmm: (await type('TMM')).exam_type_uuid,
    pendingExam: exam.exam_uuid,
    numericField: { uuid: numeric.uuid, max: numeric.max },
    selectField: required.find((f: { type: string }) => f.type === 'SELECT').uuid,
    requiredPptFields: required,
  };
}

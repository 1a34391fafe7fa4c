import * as opaque from '@serenity-kit/opaque';
import { as, createUser, signInOrFail, type SignedIn } from '../../support/auth-helpers';
import {
  examFixtures,
  riversidePda,
  startDemoApp,
  type DemoApp,
  type ExamFixtures,
} from '../../support/demo-app';
import { WorkdayEndpointsService } from '@server/modules/workday/workday-endpoints.service';
import { startWorkdaySimulator } from '../../support/workday-simulator';
import { demoRow } from './demo-row';
import { CALLERS, type Caller } from './matrix.table';
import { nhpFixtures, type NhpFixtures } from './nhp-fixtures';

/** Riverside objects and helpers the matrix fills path parameters with. */
export interface Fixtures {
  demo: DemoApp;
  sessions: Record<Exclude<Caller, 'anonymous'>, SignedIn>;
  passwords: Record<string, string>;
  node: string;
  parent: string;
  /** The Riverside client site. */
  client: string;
  childLevel: string;
  pda: string;
  pdaType: string;
  field: string;
  capability: string;
  svt: string;
  file: string;
  throwawayUser: string;
  /** Riverside people, rooms and exams. */
  exams: ExamFixtures;
  /** The Riverside Day Pool, its demo PLACEMENT class and what it holds. */
  nhp: NhpFixtures;
  /** The demo HR endpoint (the Workday simulator the matrix starts). */
  workdayEndpoint: string;
  /** A Riverside person's Workday candidate id. */
  workdayCandidate: string;
  /** A bulk PDA report of the Riverside site, started by the admin. */
  bulkJob: string;
  /** The first message of a real OPAQUE sign-in. */
  loginRequest: string;
  /** A new leaf node under `parent`, for writes that use a node up (trash). */
  freshNode(): Promise<string>;
  /** A new tool row on `pda`, for deleting. */
  freshRow(): Promise<string>;
  /** A new HR endpoint on the simulator, not readable, for edits and deletes. */
  freshWorkdayEndpoint(): Promise<string>;
  /** A second session of a caller, for the operations that end the one they are sent with. */
  freshSession(caller: Exclude<Caller, 'anonymous'>): Promise<SignedIn>;
}

export const OTHER_CLIENT_USER = 'matrix-other';

/** Callers sign in again for the operations that end their session: more than people do. */
export const SIGN_IN_LIMITS = {
  SIGN_IN_LIMIT_PER_ADDRESS: '1000',
};

/** The demo app with the Workday simulator as its HR endpoint, for the matrix and the fuzz. */
export async function startFixtureApp(): Promise<{ demo: DemoApp; close(): Promise<void> }> {
  const sim = await startWorkdaySimulator();
  const demo = await startDemoApp({ ...SIGN_IN_LIMITS, WORKDAY_SIMULATOR_URL: sim.url });
  return {
    demo,
    close: async () => {
      await demo.t.close();
      await sim.close();
    },
  };
}

export async function prepareFixtures(demo: DemoApp): Promise<Fixtures> {
  const { t, ds, passwords } = demo;
  const password = 'matrix-password-1';
  await createUser(t, { userCode: OTHER_CLIENT_USER, password, groups: ['premise:Lakeview'] });
  const throwawayUser = await createUser(t, { userCode: 'matrix-throwaway', password });
  const allPasswords: Record<string, string> = { ...passwords, [OTHER_CLIENT_USER]: password };
  const codeOf = (caller: Exclude<Caller, 'anonymous'>) =>
    caller === 'other' ? OTHER_CLIENT_USER : caller;
  const freshSession = (caller: Exclude<Caller, 'anonymous'>) =>
    signInOrFail(t, codeOf(caller), allPasswords[codeOf(caller)]);
  const sessions = {} as Fixtures['sessions'];
  for (const caller of CALLERS)
    if (caller !== 'anonymous') sessions[caller] = await freshSession(caller);

  const pda = await riversidePda(ds);
  // The PDA's node is a leaf: its parent takes new children of the leaf's level.
  const leaf = await demoRow<{ node_uuid: string; parent_node_uuid: string; level_uuid: string }>(
    ds,
    `SELECT n.node_uuid, n.parent_node_uuid, n.level_uuid FROM pdas p
       JOIN tree_nodes n ON n.node_uuid = p.node_uuid WHERE p.pda_uuid = $1`,
    [pda],
  );
  const pdaRow = await demoRow<{ pda_type_uuid: string }>(
    ds,
    'SELECT pda_type_uuid FROM pdas WHERE pda_uuid = $1',
    [pda],
  );
  const field = await demoRow<{ pda_type_field_uuid: string }>(
    ds,
    'SELECT pda_type_field_uuid FROM pda_type_fields WHERE pda_type_uuid = $1 LIMIT 1',
    [pdaRow.pda_type_uuid],
  );
  const capability = await demoRow<{ capability_uuid: string }>(
    ds,
    'SELECT capability_uuid FROM capabilities LIMIT 1',
  );
  const svt = await demoRow<{ subjective_value_type_uuid: string }>(
    ds,
    'SELECT subjective_value_type_uuid FROM subjective_value_types LIMIT 1',
  );
  const admin = sessions.admin;
  const upload = await as(admin, t.http().post(`/api/upload/v1/${leaf.node_uuid}`)).attach(
    'files',
    Buffer.from('matrix'),
    'matrix.txt',
  );
  if (upload.status >= 300) throw new Error(`Upload failed: ${JSON.stringify(upload.body)}`);
  const file = (upload.body as { fileUuid: string }[])[0].fileUuid;

  const client = await demoRow<{ client: string }>(
    ds,
    'SELECT ancestors[2] AS client FROM tree_nodes WHERE node_uuid = $1',
    [leaf.node_uuid],
  );
  const bulk = await as(
    admin,
    t.http().get(`/api/v1/secure/bulkPDA/${client.client}/${leaf.level_uuid}`),
  );
  if (bulk.status !== 200) throw new Error(`Bulk report not started: ${JSON.stringify(bulk.body)}`);
  await opaque.ready;
  const exams = await examFixtures(ds);
  const workday = await demoRow<{ workday_api_uuid: string }>(
    ds,
    'SELECT workday_api_uuid FROM workday_endpoints LIMIT 1',
  );
  const candidate = await demoRow<{ id: string }>(
    ds,
    `SELECT i.id FROM person_ids i JOIN id_types t ON t.id_type_uuid = i.id_type_uuid
      WHERE t.description = 'Workday Candidate ID' AND i.person_uuid = $1`,
    [exams.person],
  );

  let made = 0;
  return {
    demo,
    sessions,
    passwords: allPasswords,
    workdayEndpoint: workday.workday_api_uuid,
    workdayCandidate: candidate.id,
    node: leaf.node_uuid,
    parent: leaf.parent_node_uuid,
    client: client.client,
    childLevel: leaf.level_uuid,
    pda,
    pdaType: pdaRow.pda_type_uuid,
    field: field.pda_type_field_uuid,
    capability: capability.capability_uuid,
    svt: svt.subjective_value_type_uuid,
    file,
    throwawayUser,
    exams,
    nhp: await nhpFixtures(ds),
    bulkJob: (bulk.body as { quartzJobUuid: string }).quartzJobUuid,
    loginRequest: opaque.client.startLogin({ password }).startLoginRequest,
    freshNode: async () => {
      const res = await as(
        admin,
        t
          .http()
          .patch(
            `/api/v1/private/nodes/${leaf.parent_node_uuid}/_actions/create/${leaf.level_uuid}/Matrix ${++made}`,
          ),
      );
      if (res.status !== 200) throw new Error(`Node not created: ${JSON.stringify(res.body)}`);
      return (res.body as { nodeUuid: string }).nodeUuid;
    },
    freshRow: async () => {
      const res = await as(admin, t.http().post(`/api/v1/secure/pda/${pda}/rows/tool`));
      if (res.status >= 300) throw new Error(`Row not added: ${JSON.stringify(res.body)}`);
      return (res.body as { rowUuid: string }).rowUuid;
    },
    freshWorkdayEndpoint: async () => {
      const [demo] = await ds.query(`SELECT uri FROM workday_endpoints LIMIT 1`);
      return t.app.get(WorkdayEndpointsService).create({
        description: `Matrix endpoint ${++made}`,
        uri: demo.uri,
        tenant: 'acme_demo',
        isu: 'ISU_Matrix',
        clientId: 'simulator-client',
        clientSecret: 'simulator-secret',
        refreshToken: 'simulator-refresh-token',
        canRead: false,
        canWrite: false,
        isProduction: false,
      });
    },
    freshSession,
  };
}

import { randomUUID } from 'node:crypto';
import * as opaque from '@serenity-kit/opaque';
import type { DataSource } from 'typeorm';
import { TENANT_NODE_UUID } from '@domain/tree-levels';
import { as, createUser, signInOrFail, type SignedIn } from '../../support/auth-helpers';
import {
  examFixtures,
  riversidePda,
  startDemoApp,
  type DemoApp,
  type ExamFixtures,
} from '../../support/demo-app';
import type { Operation } from '../../support/openapi-operations';
import { WorkdayEndpointsService } from '@server/modules/workday/workday-endpoints.service';
import { startWorkdaySimulator } from '../../support/workday-simulator';
import { CALLERS, type Caller } from './matrix.table';

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

export interface NhpFixtures {
  pool: string;
  placementClass: string;
  /** A KANBAN class of the pool that starts later: the target of Defer. */
  laterClass: string;
  kanban: string;
  kanbanNode: string;
  filledSlot: string;
  emptySlot: string;
  swimmer: string;
  /** A new KANBAN class of the pool, for Delete Class. */
  freshKanbanClass(): Promise<string>;
}

async function nhpFixtures(ds: DataSource): Promise<NhpFixtures> {
  const klass = await one<{ pool: string; klass: string }>(
    ds,
    `SELECT k.nhp_pool_uuid AS pool, k.nhp_class_uuid AS klass FROM nhp_classes k
       JOIN nhp_pools p ON p.nhp_pool_uuid = k.nhp_pool_uuid
      WHERE p.description = 'Riverside Day Pool' AND k.nhp_class_status_enum = 'PLACEMENT'`,
  );
  const later = await one<{ klass: string }>(
    ds,
    `SELECT nhp_class_uuid AS klass FROM nhp_classes
      WHERE nhp_pool_uuid = $1 AND nhp_class_status_enum = 'KANBAN'
        AND class_timestamp > (SELECT class_timestamp FROM nhp_classes WHERE nhp_class_uuid = $2)`,
    [klass.pool, klass.klass],
  );
  const kanban = await one<{ kanban: string; node: string }>(
    ds,
    `SELECT kanban_uuid AS kanban, node_uuid AS node FROM nhp_kanbans WHERE nhp_class_uuid = $1
      ORDER BY node_uuid LIMIT 1`,
    [klass.klass],
  );
  const slot = (filled: boolean) =>
    one<{ placement: string }>(
      ds,
      `SELECT placement_uuid AS placement FROM nhp_placements WHERE nhp_class_uuid = $1
          AND (person_uuid IS NOT NULL) = $2 ORDER BY node_uuid, ordinal LIMIT 1`,
      [klass.klass, filled],
    );
  const swimmer = await one<{ swimmer: string }>(
    ds,
    `SELECT s.swimmer_uuid AS swimmer FROM nhp_swimmers s WHERE s.nhp_pool_uuid = $1
        AND NOT EXISTS (SELECT 1 FROM nhp_placements x WHERE x.nhp_class_uuid = $2 AND x.person_uuid = s.person_uuid)
      ORDER BY s.swimmer_uuid LIMIT 1`,
    [klass.pool, klass.klass],
  );
  return {
    pool: klass.pool,
    placementClass: klass.klass,
    laterClass: later.klass,
    kanban: kanban.kanban,
    kanbanNode: kanban.node,
    filledSlot: (await slot(true)).placement,
    emptySlot: (await slot(false)).placement,
    swimmer: swimmer.swimmer,
    freshKanbanClass: async () => {
      const uuid = randomUUID();
      await ds.query(
        `INSERT INTO nhp_classes (nhp_class_uuid, description, class_timestamp, nhp_pool_uuid)
         VALUES ($1, 'Matrix class', now() + interval '30 days', $2)`,
        [uuid, klass.pool],
      );
      return uuid;
    },
  };
}

async function one<T>(ds: DataSource, sql: string, params: unknown[] = []): Promise<T> {
  const [row] = (await ds.query(sql, params)) as T[];
  if (!row) throw new Error(`No demo row for: ${sql}`);
  return row;
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
  const leaf = await one<{ node_uuid: string; parent_node_uuid: string; level_uuid: string }>(
    ds,
    `SELECT n.node_uuid, n.parent_node_uuid, n.level_uuid FROM pdas p
       JOIN tree_nodes n ON n.node_uuid = p.node_uuid WHERE p.pda_uuid = $1`,
    [pda],
  );
  const pdaRow = await one<{ pda_type_uuid: string }>(
    ds,
    'SELECT pda_type_uuid FROM pdas WHERE pda_uuid = $1',
    [pda],
  );
  const field = await one<{ pda_type_field_uuid: string }>(
    ds,
    'SELECT pda_type_field_uuid FROM pda_type_fields WHERE pda_type_uuid = $1 LIMIT 1',
    [pdaRow.pda_type_uuid],
  );
  const capability = await one<{ capability_uuid: string }>(
    ds,
    'SELECT capability_uuid FROM capabilities LIMIT 1',
  );
  const svt = await one<{ subjective_value_type_uuid: string }>(
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

  const client = await one<{ client: string }>(
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
  const workday = await one<{ workday_api_uuid: string }>(
    ds,
    'SELECT workday_api_uuid FROM workday_endpoints LIMIT 1',
  );
  const candidate = await one<{ id: string }>(
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

type Values = Record<string, string>;

function tomorrow(): string {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Path values any operation may use, by parameter name. */
function commonValues(fx: Fixtures, caller: Caller): Values {
  const self = caller === 'anonymous' ? fx.throwawayUser : fx.sessions[caller].user.userUuid;
  return {
    region: 'capabilities',
    // Scheduler: an hourly trigger of a job that only records a run; 'resume' changes nothing.
    jobClass: 'matchRecompute',
    interval: '3600',
    control: 'resume',
    // Not a caller: failed sign-in steps count against the account they name.
    username: 'matrix-throwaway',
    userCode: 'premise',
    request: fx.loginRequest,
    proof: 'AAAA',
    record: 'AAAA',
    token: 'AAAA',
    requestId: 'AAAA',
    requestToken: 'AAAA',
    email: 'premise@example.com',
    userUuid: fx.throwawayUser,
    userId: self,
    enabled: 'true',
    key: 'authz.matrix',
    nodeId: fx.node,
    nodeUuid: fx.node,
    node: fx.parent,
    level: fx.childLevel,
    name: `Matrix ${caller}`,
    parent: fx.parent,
    uuid: fx.file,
    bucket: 'files',
    obj: fx.file,
    job: fx.bulkJob,
    type: fx.pdaType,
    variationIds: '-',
    f: fx.field,
    capability: fx.capability,
    kind: 'tool',
    column: 'description',
    t: 'text',
    x: 'true',
    s: 'COMPLETED',
    query: Buffer.from('Riverside').toString('base64'),
    // People, exams and rosters (Riverside).
    field: 'COMMENTS',
    value: 'matrix',
    fieldId: fx.exams.numericField.uuid,
    room: fx.exams.roomA,
    date: tomorrow(),
    time: '16:45',
    year: String(new Date().getFullYear()),
    month: String(new Date().getMonth() + 1),
    day: String(new Date().getDate()),
  };
}

/** What `{id}` (and the odd other value) means for each operation that is not a node's. */
export async function valuesFor(op: Operation, fx: Fixtures, caller: Caller): Promise<Values> {
  const values = commonValues(fx, caller);
  const self = values.userId;
  const byOperation: Record<string, () => Promise<Values> | Values> = {
    // Failed proofs are delayed per username and address after five: one name per caller.
    authorizeV2: () => ({ username: `matrix-sign-in-${caller}` }),
    getUserName: () => ({ id: fx.throwawayUser }),
    getUser: () => ({ id: fx.throwawayUser }),
    updateUser: () => ({ id: fx.throwawayUser }),
    setUserEnabled: () => ({ id: fx.throwawayUser }),
    listPreferences: () => ({ id: self }),
    getPreference: () => ({ id: self }),
    savePreference: () => ({ id: self }),
    endSession: async () => ({ id: (await fx.freshSession('admin')).sessionId }),
    createClient: () => ({ id: TENANT_NODE_UUID, name: `Matrix client ${caller}` }),
    // Riverside's own demo zone: the matrix leaves its days where they were.
    setClientTimeZone: () => ({ id: fx.client }),
    trashNode: async () => ({ id: await fx.freshNode() }),
    moveNode: async () => ({ id: await fx.freshNode() }),
    getPdaType: () => ({ id: fx.pdaType }),
    listSubjectiveValues: () => ({ id: fx.svt }),
    getSubjectiveValueType: () => ({ id: fx.svt }),
    downloadFile: () => ({ id: fx.file }),
    setCapabilitySummary: () => ({ id: fx.capability, x: 'false' }),
    setPdaDescription: () => ({ id: fx.pda, x: 'Matrix description' }),
    deletePdaRow: async () => ({ id: fx.pda, row: await fx.freshRow() }),
    setPdaRowCell: async () => ({ id: fx.pda, row: await fx.freshRow() }),
    getPdaSumByPda: () => ({ id: fx.pda }),
    scheduleExam: () => ({ id: fx.exams.idUuid, type: fx.exams.ppt }),
    listRoomsForId: () => ({ id: fx.exams.idUuid }),
    listExamTypesForIdAndRoom: () => ({ id: fx.exams.idUuid }),
    getExamSections: () => ({ id: fx.exams.ppt }),
    getExamTypeField: () => ({ id: fx.exams.numericField.uuid }),
    getReasonsByPerson: () => ({ id: fx.exams.person }),
    ...nhpValues(fx.nhp),
    getNodeMatchStats: () => ({ id: fx.client }),
    listEmployerJobs: () => ({ id: fx.client }),
    // A node with openings in the demo PLACEMENT class: one of Riverside's open jobs.
    listEmployerJobPeople: () => ({ id: fx.nhp.kanbanNode }),
    getTreeSwimmers: () => ({ id: fx.node, x: fx.client }),
    getPersonApplications: () => ({ id: fx.exams.person }),
    updateWorkdayEndpoint: async () => ({ id: await fx.freshWorkdayEndpoint() }),
    deleteWorkdayEndpoint: async () => ({ id: await fx.freshWorkdayEndpoint() }),
    syncWorkdayRoster: () => ({ date: new Date().toISOString().slice(0, 10) }),
    listWorkdayCandidatesByEmail: () => ({ x: 'nobody@example.com' }),
    listWorkdayReferences: () => ({ x: 'Recruiting_Stage_ID' }),
    getWorkdayReference: () => ({ x: 'Recruiting_Stage_ID', w: '0'.repeat(32) }),
    searchWorkdayWorkers: () => ({ a: '5', b: Buffer.from('Ben').toString('base64') }),
    listReportWorkers: () => ({ x: Buffer.from('Ben').toString('base64') }),
    getTalogyUrls: () => ({ id: fx.exams.person }),
    setWorkdayBackgroundCheckField: () => ({ id: 'BGC-1-0', field: 'packageComment', v: caller }),
    setWorkdayBackgroundCheck: () => ({
      id: 'BGC-1-0',
      v: Buffer.from(JSON.stringify({ packageStatus: caller })).toString('base64'),
    }),
    // Query values (?uuid=, ?person_uuid=), for when urlOf sends them: it fills paths only.
    getScorePdf: () => ({ uuid: fx.exams.pendingExam, person_uuid: fx.exams.person }),
    getTmmScorePdf: () => ({ uuid: fx.exams.pendingExam, person_uuid: fx.exams.person }),
    getPptPdf: () => ({ uuid: fx.exams.pendingExam, person_uuid: fx.exams.person }),
  };
  const personOperation = /^\/secure\/(persons?|om\/ids\/by-person-uuid)\//.test(op.path);
  const examOperation = /^\/(secure|private)\/exams?\/\{id\}/.test(op.path);
  const pdaOperation = /^\/secure\/pda\/\{id\}/.test(op.path);
  const extra = byOperation[op.operationId]?.() ?? {
    id: pdaOperation
      ? fx.pda
      : personOperation
        ? fx.exams.person
        : examOperation
          ? fx.exams.pendingExam
          : fx.node,
  };
  const workday: Values = op.path.startsWith('/secure/workday/')
    ? { e: fx.workdayEndpoint, a: 'Candidate_ID', b: fx.workdayCandidate }
    : {};
  return { ...values, ...workday, ...(await extra) };
}

/** New-hire class operations: the Riverside Day Pool's PLACEMENT class and its slots. */
function nhpValues(nhp: NhpFixtures): Record<string, () => Promise<Values> | Values> {
  const klass = { id: nhp.placementClass, classId: nhp.placementClass };
  const slot = (placementId: string) => () => ({ ...klass, placementId });
  return {
    getNhpPool: () => ({ id: nhp.pool }),
    getSwimmer: () => ({ id: nhp.swimmer }),
    listUnplacedSwimmers: () => klass,
    searchSwimmers: () => ({ ...klass, text: 'a' }),
    getNhpClass: () => klass,
    getNhpClassSimple: () => klass,
    getNhpClassHistory: () => klass,
    getNhpKanban: () => ({ ...klass, k: nhp.kanban }),
    getNhpPlacement: () => ({ ...klass, p: nhp.filledSlot }),
    getNhpKanbanTree: () => klass,
    listNhpKanbans: () => klass,
    deleteNhpClass: async () => ({ id: await nhp.freshKanbanClass() }),
    emailNhpClass: () => klass,
    finalizeNhpClass: () => klass,
    unfinalizeNhpClass: () => klass,
    finalizeNhpKanbans: () => klass,
    unfinalizeNhpKanbans: () => klass,
    setNhpClassStatus: () => ({ ...klass, status: 'PLACEMENT' }),
    setNhpKanbanQty: () => ({ ...klass, nodeId: nhp.kanbanNode, slot: '1', quantity: '4' }),
    isNhpPlacementMatch: () => ({ id: nhp.filledSlot }),
    getNhpClassFit: () => klass,
    getNhpMemberFit: () => ({ id: nhp.filledSlot }),
    placeSwimmer: () => ({ placementId: nhp.emptySlot, swimmerId: nhp.swimmer }),
    autoPlaceNhpClass: () => klass,
    deferNhpPlacement: () => ({
      ...klass,
      placementId: nhp.filledSlot,
      targetClassId: nhp.laterClass,
    }),
    rejectNhpPlacement: slot(nhp.filledSlot),
    confirmNhpPlacement: slot(nhp.filledSlot),
    unconfirmNhpPlacement: slot(nhp.filledSlot),
  };
}

/** A valid body, so that what answers is the access check and not validation. */
export function bodyFor(op: Operation, caller: Caller, fx: Fixtures): object | undefined {
  const bodies: Record<string, object> = {
    sendFyi: { message: 'Matrix check' },
    createUser: {
      emailAddress: `matrix-${caller}-${Date.now()}@example.com`,
      firstName: 'Matrix',
      lastName: caller,
    },
    updateUser: { emailAddress: 'matrix-throwaway@example.com', firstName: 'M', lastName: 'T' },
    savePreference: { value: { caller } },
    renameNode: { name: `Renamed by ${caller}` },
    setClientTimeZone: { timeZone: 'America/Los_Angeles' },
    setPdaField: { value: 'Matrix' },
    setPdaDemand: { value: 'TBD' },
    postWhatIf: { demands: [] },
    setPdaRowCell: { value: 'Matrix tool' },
    responseOidc: { state: 'matrix' },
    saveExamField: { value: '10.0' },
    // Not readable: an added endpoint never becomes the one person pages read from.
    createWorkdayEndpoint: {
      description: `Matrix endpoint of ${caller}`,
      uri: 'https://wd2-impl-services1.workday.com',
      tenant: 'matrix',
      isu: 'ISU_Matrix',
      clientId: 'matrix-client',
      clientSecret: 'matrix-secret',
      refreshToken: 'matrix-refresh-token',
      canRead: false,
      canWrite: false,
      isProduction: false,
    },
    updateWorkdayEndpoint: { isu: `ISU_${caller}` },
    createNhpClass: {
      description: `Matrix class of ${caller}`,
      nhpPoolUuid: fx.nhp.pool,
      classTimestamp: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    },
  };
  return bodies[op.operationId];
}

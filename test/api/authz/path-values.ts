import { TENANT_NODE_UUID } from '@domain/tree-levels';
import type { Operation } from '../../support/openapi-operations';
import type { Fixtures } from './fixtures';
import type { Caller } from './matrix.table';
import { nhpValues } from './nhp-fixtures';

/** Path (and query) values by parameter name. */
export type Values = Record<string, string>;

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

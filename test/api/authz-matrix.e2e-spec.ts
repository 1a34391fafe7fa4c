import type { Test } from 'supertest';
import { antiForgery, as, type SignedIn } from '../support/auth-helpers';
import { startDemoApp, type DemoApp } from '../support/demo-app';
import { openApiOperations, urlOf, type Operation } from '../support/openapi-operations';
import { prepareFixtures, TENANT_NODE_UUID, type Fixtures } from './authz/fixtures';
import { CALLERS, MATRIX, type Caller, type Cell } from './authz/matrix.table';

type Values = Record<string, string>;
type SignedInCaller = Exclude<Caller, 'anonymous'>;

/** Path values any operation may use, by parameter name. */
function commonValues(fx: Fixtures, caller: Caller): Values {
  const self = caller === 'anonymous' ? fx.throwawayUser : fx.sessions[caller].user.userUuid;
  return {
    region: 'capabilities',
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
  };
}

/** What `{id}` (and the odd other value) means for each operation that is not a node's. */
async function valuesFor(op: Operation, fx: Fixtures, caller: Caller): Promise<Values> {
  const values = commonValues(fx, caller);
  const self = values.userId;
  const byOperation: Record<string, () => Promise<Values> | Values> = {
    getUserName: () => ({ id: fx.throwawayUser }),
    getUser: () => ({ id: fx.throwawayUser }),
    updateUser: () => ({ id: fx.throwawayUser }),
    setUserEnabled: () => ({ id: fx.throwawayUser }),
    listPreferences: () => ({ id: self }),
    getPreference: () => ({ id: self }),
    savePreference: () => ({ id: self }),
    endSession: async () => ({ id: (await fx.freshSession('admin')).sessionId }),
    createClient: () => ({ id: TENANT_NODE_UUID, name: `Matrix client ${caller}` }),
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
  };
  const pdaOperation = /^\/secure\/pda\/\{id\}/.test(op.path);
  const extra = byOperation[op.operationId]?.() ?? { id: pdaOperation ? fx.pda : fx.node };
  return { ...values, ...(await extra) };
}

/** A valid body, so that what answers is the access check and not validation. */
function bodyFor(op: Operation, caller: Caller): object | undefined {
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
    setPdaField: { value: 'Matrix' },
    setPdaDemand: { value: 'TBD' },
    setPdaRowCell: { value: 'Matrix tool' },
    responseOidc: { state: 'matrix' },
  };
  return bodies[op.operationId];
}

async function send(op: Operation, fx: Fixtures, caller: Caller): Promise<Test> {
  const url = urlOf(op, await valuesFor(op, fx, caller));
  let request = fx.demo.t.http()[op.method](url);
  const session: SignedIn | undefined =
    caller === 'anonymous'
      ? undefined
      : ['logout', 'renewToken'].includes(op.operationId)
        ? await fx.freshSession(caller as SignedInCaller)
        : fx.sessions[caller as SignedInCaller];
  request = session ? as(session, request) : request.set('X-Anti-Forgery', antiForgery());
  if (op.bodyType === 'multipart/form-data') {
    return request.attach('files', Buffer.from(`matrix ${caller}`), `matrix-${caller}.txt`);
  }
  const body = bodyFor(op, caller);
  if (op.bodyType === 'application/x-www-form-urlencoded') return request.type('form').send(body);
  return body ? request.send(body) : request;
}

function meets(cell: Cell, status: number): boolean {
  if (status >= 500) return false;
  if (cell === 'ok') return ![401, 403, 404].includes(status);
  if (cell === 'in') return ![401, 403].includes(status);
  return status === cell;
}

describe('authorization matrix (every operation of openapi.json x every kind of caller)', () => {
  const operations = openApiOperations();

  it('has exactly one row per operation', () => {
    const ids = operations.map((op) => op.operationId);
    expect(ids.filter((id) => !(id in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((id) => !ids.includes(id))).toEqual([]);
  });

  describe('answers each caller as the table says', () => {
    let demo: DemoApp;
    let fx: Fixtures;

    beforeAll(async () => {
      // Every caller signs in again for the operations that end their session.
      demo = await startDemoApp({
        SIGN_IN_LIMIT_PER_ADDRESS: '1000',
        SIGN_IN_LIMIT_PER_USERNAME: '1000',
      });
      fx = await prepareFixtures(demo);
    });

    afterAll(() => demo?.t.close());

    it.each(operations.filter((op) => op.operationId in MATRIX).map((op) => [op.operationId, op]))(
      '%s',
      async (_id, op) => {
        const wrong: string[] = [];
        for (const [index, caller] of CALLERS.entries()) {
          const cell = MATRIX[op.operationId][index];
          const res = await send(op, fx, caller);
          if (!meets(cell, res.status)) {
            wrong.push(
              `${caller}: expected ${cell}, got ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
            );
          }
        }
        expect(wrong, `${op.method.toUpperCase()} ${op.path}`).toEqual([]);
      },
    );
  });
});

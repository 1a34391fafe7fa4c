import type { Test } from 'supertest';
import { antiForgery, as, type SignedIn } from '../support/auth-helpers';
import { openApiOperations, urlOf, type Operation } from '../support/openapi-operations';
import { prepareFixtures, startFixtureApp, type Fixtures } from './authz/fixtures';
import { CALLERS, MATRIX, type Caller, type Cell } from './authz/matrix.table';
import { atTenant, ownProblems } from './authz/tenant-check';
import { AT_TENANT } from './authz/tenant.table';
import { valuesFor } from './authz/path-values';
import { bodyFor } from './authz/request-bodies';

type SignedInCaller = Exclude<Caller, 'anonymous'>;

async function send(
  op: Operation,
  fx: Fixtures,
  caller: Caller,
  at: Record<string, string> = {},
): Promise<Test> {
  const url = urlOf(op, { ...(await valuesFor(op, fx, caller)), ...at });
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
  const body = bodyFor(op, caller, fx);
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
    expect(Object.keys(AT_TENANT).filter((id) => !ids.includes(id))).toEqual([]);
  });

  describe('answers each caller as the table says', () => {
    let app: Awaited<ReturnType<typeof startFixtureApp>>;
    let fx: Fixtures;

    beforeAll(async () => {
      app = await startFixtureApp();
      fx = await prepareFixtures(app.demo);
    });

    afterAll(() => app?.close());

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

    // Issue 29: every aggregate route at the tenant, the ancestor spanning two client sites.
    it.each(
      operations.filter((op) => op.operationId in AT_TENANT).map((op) => [op.operationId, op]),
    )('%s at the tenant', async (_id, op) => {
      const wrong: string[] = [];
      for (const [index, caller] of CALLERS.entries()) {
        const cell = AT_TENANT[op.operationId][index];
        const res = await send(op, fx, caller, atTenant(fx));
        const problems =
          cell !== 'own'
            ? meets(cell, res.status)
              ? []
              : [`expected ${cell}, got ${res.status}`]
            : meets('ok', res.status)
              ? await ownProblems(op, fx, caller, res.body)
              : [`expected an answer, got ${res.status}`];
        wrong.push(...problems.map((problem) => `${caller}: ${problem}`));
      }
      expect(wrong, `${op.method.toUpperCase()} ${op.path} at the tenant`).toEqual([]);
    });
  });
});

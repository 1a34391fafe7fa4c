import fc from 'fast-check';
import { RPC_METHODS } from '@server/modules/realtime/rpc-methods';
import type { Test } from 'supertest';
import { as } from '../support/auth-helpers';
import { listenOnLoopback } from '../support/test-app';
import { RpcClient, sessionProperties } from '../support/ws-client';
import { urlOf } from '../support/openapi-operations';
import { valuesFor } from './authz/path-values';
import { bodyFor } from './authz/request-bodies';
import {
  SEED,
  RUNS,
  SLOW,
  segment,
  bodies,
  Case,
  describeFailure,
  expectAnswered,
  nestedObjects,
  REFUSED_BODIES,
  HUGE_BODIES,
  boundaryBodies,
  PATH_VALUES,
  fx,
  operations,
  sessionFor,
  sendJson,
  fingerprint,
  writes,
  outOfRange,
  numericCases,
  sendNumber,
  RPC_PARAMS,
  useFuzzApp,
} from './fuzz-context';

describe('fuzzing every operation (fast-check)', () => {
  useFuzzApp();

  it('refuses bodies nested past the limit or holding NUL on every write, changing no data', async () => {
    // Path values first: some (fresh nodes, rows, endpoints) are created for the purpose.
    const targets = [];
    for (const op of writes) {
      const validBody = bodyFor(op, 'admin', fx);
      // The valid body with a NUL after every string in it, at any depth.
      const nulBody =
        validBody &&
        JSON.stringify(validBody, (_key, v: unknown) => (typeof v === 'string' ? `${v}\u0000` : v));
      const cases: [string, string][] = [
        ...REFUSED_BODIES,
        ...(op.bodyType === 'application/json' ? HUGE_BODIES : []),
        ...(nulBody?.includes('\\u0000')
          ? [['NUL in the valid body', nulBody] as [string, string]]
          : []),
      ];
      targets.push({ op, valid: await valuesFor(op, fx, 'admin'), cases });
    }
    const before = await fingerprint();
    for (const { op, valid, cases } of targets) {
      for (const [what, body] of cases) {
        // Refused before the guard runs: the admin's own session is never ended here.
        const res = await sendJson(op, valid, body, fx.sessions.admin);
        const input = { path: valid, body: what };
        expectAnswered(op, input, res);
        if (![400, 413].includes(res.status) || res.body.code === undefined)
          throw new Error(`Not refused: ${describeFailure(op, input, res)}`);
      }
    }
    const after = await fingerprint();
    expect(Object.keys(after).filter((table) => after[table] !== before[table])).toEqual([]);
  });

  it.each(operations.map((op) => [op.operationId, op]))(
    '%s: depth, size and control characters in bodies and path parameters',
    async (_id, op) => {
      if (op.bodyType !== 'application/json' && op.pathParams.length === 0) return;
      const valid = await valuesFor(op, fx, 'admin');
      const validBody = bodyFor(op, 'admin', fx);
      if (op.bodyType === 'application/json') {
        for (const [what, body] of boundaryBodies(validBody)) {
          expectAnswered(op, { path: valid, body: what }, await sendJson(op, valid, body));
        }
      }
      // Path values: no 5xx (Node itself answers 431 to a URL past its limit).
      for (const [what, value] of PATH_VALUES) {
        if (op.pathParams.length === 0) break;
        const path = Object.fromEntries(op.pathParams.map((p) => [p, value]));
        const res = await sendJson(op, path, JSON.stringify(validBody ?? {}));
        if (res.status >= 500)
          throw new Error(describeFailure(op, { path: { all: what }, body: validBody }, res));
      }
    },
  );

  it.each(operations.map((op) => [op.operationId, op]))('%s', async (_id, op) => {
    const valid = await valuesFor(op, fx, 'admin');
    const arbitrary = fc.record({
      path: fc.record(Object.fromEntries(op.pathParams.map((p) => [p, segment(valid[p])]))),
      body: bodies(op, bodyFor(op, 'admin', fx)),
    });
    await fc.assert(
      fc.asyncProperty(arbitrary, async (input: Case) => {
        let request: Test = as(
          await sessionFor(op),
          fx.demo.t.http()[op.method](urlOf(op, input.path)),
        );
        if (op.bodyType === 'multipart/form-data') {
          request = request.attach('files', Buffer.from(JSON.stringify(input.body)), 'fuzz.bin');
        } else if (op.bodyType === 'application/x-www-form-urlencoded') {
          request = request.type('form').send(input.body as object);
        } else if (op.bodyType) {
          request = request
            .set('Content-Type', 'application/json')
            .send(JSON.stringify(input.body));
        }
        expectAnswered(op, input, await request);
      }),
      { seed: SEED, numRuns: SLOW.has(op.operationId) ? 3 : RUNS, endOnFailure: true },
    );
  });

  it('states both bounds of every numeric parameter in the API document', () => {
    const unbounded = numericCases
      .filter(({ param }) => param.in !== 'path')
      .filter(
        ({ param }) => param.schema.minimum === undefined || param.schema.maximum === undefined,
      )
      .map(({ op, param }) => `${op.operationId} ${param.in} ${param.name}`);
    expect(numericCases.length).toBeGreaterThan(10);
    expect(unbounded).toEqual([]);
  });

  it.each(numericCases.map((c) => [`${c.op.operationId} ${c.param.in} ${c.param.name}`, c]))(
    '%s: numbers out of bounds answer 400 naming the parameter',
    async (_name, { op, param, label }) => {
      const valid = await valuesFor(op, fx, 'admin');
      const validBody = bodyFor(op, 'admin', fx) as Record<string, unknown> | undefined;
      await fc.assert(
        fc.asyncProperty(outOfRange, async (value) => {
          const res = await sendNumber(op, param, value, valid, validBody);
          const body = res.body as { message?: string; code?: string };
          if (res.status !== 400 || !String(body.message).includes(label))
            throw new Error(
              `${param.in} ${param.name}=${value}: ${describeFailure(op, { path: valid, body: validBody }, res)}`,
            );
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    },
  );

  let wsBase: string | undefined;
  it.each([...RPC_METHODS.keys()])(
    'JSON-RPC %s: depth, size and control characters in params',
    async (method) => {
      wsBase ??= await listenOnLoopback(fx.demo.t);
      const session = fx.sessions.admin;
      const properties = () => sessionProperties(fx.demo.ds, session.sessionId);
      const client = await RpcClient.connect(wsBase, session);
      try {
        for (const [index, [what, params]] of RPC_PARAMS.entries()) {
          const before = await properties();
          client.sendRaw(`{"jsonrpc":"2.0","id":${index},"method":"${method}","params":${params}}`);
          const answer = await client.next<{
            id?: number;
            result?: unknown;
            error?: { code: number };
          }>((m) => m.id === index);
          const context = `${method} with ${what} answered ${JSON.stringify(answer).slice(0, 300)}`;
          if (answer.error) {
            // Refused for the input (never -32603), and nothing written.
            expect([-32600, -32602], context).toContain(answer.error.code);
            expect(await properties(), context).toEqual(before);
          }
          if (
            what.includes('33 deep') ||
            what.includes('000 deep') ||
            what.includes('100,000-character')
          )
            expect(answer.error?.code, context).toBe(-32602);
        }
      } finally {
        client.close();
      }
      // A frame past the 256 KB limit closes that socket (1009); the server answers the next.
      const tooBig = await RpcClient.connect(wsBase, session);
      tooBig.sendRaw(
        `{"jsonrpc":"2.0","id":1,"method":"${method}","params":${nestedObjects(100_000)}}`,
      );
      expect((await tooBig.closed).code).toBe(1009);
      const after = await RpcClient.connect(wsBase, session);
      expect(await after.call(1, 'PING')).toEqual({ jsonrpc: '2.0', id: 1, result: 'PONG' });
      after.close();
    },
  );

  it('still answers after every case above', async () => {
    await fx.demo.t.http().get('/api/v1/public/health').expect(200);
  });
});

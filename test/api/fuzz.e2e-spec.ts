import fc from 'fast-check';
import type { Response, Test } from 'supertest';
import { as } from '../support/auth-helpers';
import {
  openApiOperations,
  urlOf,
  type JsonSchema,
  type Operation,
} from '../support/openapi-operations';
import {
  bodyFor,
  prepareFixtures,
  startFixtureApp,
  valuesFor,
  type Fixtures,
} from './authz/fixtures';

// Property-based fuzzing of every operation, signed in as the admin (who passes every access
// check, so the input reaches validation and the services): random path values and bodies
// must never answer >= 500, and every 4xx must be our JSON error naming the problem.
// FUZZ_SEED and FUZZ_RUNS replay or widen a run; a failure prints the seed and the input.
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);

/** Operations that render a PDF or start a report take seconds: fewer runs. */
const SLOW = new Set(['getNodePdf', 'getPdaPdf', 'startBulkPda']);

/** Values that have broken path handling somewhere. */
const NASTY_SEGMENTS = [
  '',
  ' ',
  '..',
  '../../etc/passwd',
  '%',
  '%00',
  'null',
  'undefined',
  '-1',
  '0',
  '1e309',
  'NaN',
  '9'.repeat(40),
  'a'.repeat(3000),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '💥🚀',
  'true',
  'TRUE',
  '{}',
  '[]',
];

const segment = (valid: string) =>
  fc.oneof(
    fc.constant(valid),
    fc.constantFrom(...NASTY_SEGMENTS),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.integer().map(String),
    fc.double().map(String),
  );

/** A value of the wrong shape for a schema property, or a right-looking one. */
function propertyValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const wrong = fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.string({ maxLength: 20 }),
    fc.constant('x'.repeat(100_000)),
    fc.array(fc.string(), { maxLength: 5 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  );
  if (schema?.type === 'string')
    return fc.oneof(fc.string({ unit: 'grapheme', maxLength: 60 }), wrong);
  if (schema?.type === 'number') return fc.oneof(fc.double(), wrong);
  return wrong;
}

/** Bodies: the valid one, one with each property mistyped, or any JSON at all. */
function bodies(op: Operation, valid: object | undefined): fc.Arbitrary<unknown> {
  const properties = op.bodySchema?.properties ?? {};
  const shaped = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([name, schema]) => [name, propertyValue(schema)]),
    ),
    { requiredKeys: [] },
  );
  const deep = fc.integer({ min: 50, max: 2000 }).map((depth) => {
    let nested: unknown = 'bottom';
    for (let i = 0; i < depth; i++) nested = { a: nested };
    return nested;
  });
  return fc.oneof(
    fc.constant(valid ?? {}),
    shaped,
    fc.jsonValue({ maxDepth: 3 }),
    deep,
    fc.record({
      ...Object.fromEntries(Object.keys(properties).map((k) => [k, fc.constant(null)])),
    }),
  );
}

interface Case {
  path: Record<string, string>;
  body: unknown;
}

function describeFailure(op: Operation, input: Case, res: Response): string {
  return `${op.method.toUpperCase()} ${op.path} with ${JSON.stringify(input).slice(0, 400)} answered ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
}

describe('fuzzing every operation (fast-check)', () => {
  let app: Awaited<ReturnType<typeof startFixtureApp>>;
  let fx: Fixtures;

  beforeAll(async () => {
    app = await startFixtureApp();
    fx = await prepareFixtures(app.demo);
  });

  afterAll(() => app?.close());

  const operations = openApiOperations();

  it.each(operations.map((op) => [op.operationId, op]))('%s', async (_id, op) => {
    const valid = await valuesFor(op, fx, 'admin');
    const arbitrary = fc.record({
      path: fc.record(Object.fromEntries(op.pathParams.map((p) => [p, segment(valid[p])]))),
      body: bodies(op, bodyFor(op, 'admin', fx)),
    });
    await fc.assert(
      fc.asyncProperty(arbitrary, async (input: Case) => {
        // Sign-out and renewal end the session they are sent with: a fresh one each time.
        const session = ['logout', 'renewToken'].includes(op.operationId)
          ? await fx.freshSession('admin')
          : fx.sessions.admin;
        let request: Test = as(session, fx.demo.t.http()[op.method](urlOf(op, input.path)));
        if (op.bodyType === 'multipart/form-data') {
          request = request.attach('files', Buffer.from(JSON.stringify(input.body)), 'fuzz.bin');
        } else if (op.bodyType === 'application/x-www-form-urlencoded') {
          request = request.type('form').send(input.body as object);
        } else if (op.bodyType) {
          request = request
            .set('Content-Type', 'application/json')
            .send(JSON.stringify(input.body));
        }
        const res = await request;
        if (res.status >= 500) throw new Error(describeFailure(op, input, res));
        if (res.status >= 400 && res.status !== 405) {
          const body = res.body as { statusCode?: number; message?: unknown };
          const named =
            res.type === 'application/json' &&
            body.statusCode === res.status &&
            typeof body.message === 'string' &&
            body.message.trim() !== '';
          if (!named)
            throw new Error(
              `Not a JSON error naming the problem: ${describeFailure(op, input, res)}`,
            );
        }
      }),
      { seed: SEED, numRuns: SLOW.has(op.operationId) ? 3 : RUNS, endOnFailure: true },
    );
  });
});

import fc from 'fast-check';
import type { Response } from 'supertest';
import { as, type SignedIn } from '../support/auth-helpers';
import {
  openApiOperations,
  urlOf,
  type JsonSchema,
  type NumericParam,
  type Operation,
} from '../support/openapi-operations';
import { prepareFixtures, startFixtureApp, type Fixtures } from './authz/fixtures';

// Property-based fuzzing of every operation, signed in as the admin (who passes every access
// check, so the input reaches validation and the services): random path values and bodies
// must never answer >= 500, and every 4xx must be our JSON error naming the problem.
// FUZZ_SEED and FUZZ_RUNS replay or widen a run; a failure prints the seed and the input.
export const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
export const RUNS = Number(process.env.FUZZ_RUNS ?? 10);

/** Operations that render a PDF or start a report take seconds: fewer runs. */
export const SLOW = new Set(['getNodePdf', 'getPdaPdf', 'startBulkPda']);

/**
 * Path parameters that are numbers written as text (the document types path values as
 * strings): `label` is the word the 400 names them by.
 */
export const NUMERIC_PATH_PARAMS: Record<string, { name: string; label: string }[]> = {
  getRoster: [
    { name: 'year', label: 'year' },
    { name: 'month', label: 'month' },
    { name: 'day', label: 'day' },
  ],
  scheduleJobEvery: [{ name: 'interval', label: 'interval' }],
  searchWorkdayWorkers: [{ name: 'a', label: 'limit' }],
  setNhpKanbanQty: [
    { name: 'slot', label: 'slot' },
    { name: 'quantity', label: 'quantity' },
  ],
};

/** Values that have broken path handling somewhere. */
export const NASTY_SEGMENTS = [
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

export const segment = (valid: string) =>
  fc.oneof(
    fc.constant(valid),
    fc.constantFrom(...NASTY_SEGMENTS),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.integer().map(String),
    fc.double().map(String),
  );

/** A value of the wrong shape for a schema property, or a right-looking one. */
export function propertyValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
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
export function bodies(op: Operation, valid: object | undefined): fc.Arbitrary<unknown> {
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

export interface Case {
  path: Record<string, string>;
  body: unknown;
}

export function describeFailure(op: Operation, input: Case, res: Response): string {
  return `${op.method.toUpperCase()} ${op.path} with ${JSON.stringify(input).slice(0, 400)} answered ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
}

/** Never >= 500, and every 4xx our JSON error naming the problem. */
export function expectAnswered(op: Operation, input: Case, res: Response): void {
  if (res.status >= 500) throw new Error(describeFailure(op, input, res));
  if (res.status >= 400 && res.status !== 405) {
    const body = res.body as { statusCode?: number; message?: unknown };
    const named =
      res.type === 'application/json' &&
      body.statusCode === res.status &&
      typeof body.message === 'string' &&
      body.message.trim() !== '';
    if (!named)
      throw new Error(`Not a JSON error naming the problem: ${describeFailure(op, input, res)}`);
  }
}

// Depth, size and control characters (issue 19): the same cases for every operation and every
// JSON-RPC method, so that each meets each (the random cases above may miss some).
export const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
export const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '0' + '}'.repeat(depth);

/** JSON past the depth limit (32) or escaping a NUL: refused before anything reads it. */
export const REFUSED_BODIES: [string, string][] = [
  ['arrays 33 deep', nestedArrays(33)],
  ['objects 1,000 deep', nestedObjects(1000)],
  ['a NUL in a string', '{"name":"a\\u0000b","description":"\\u0000"}'],
];
/**
 * The largest ones (the parser refuses them before routing, whatever the operation): sent to
 * the operations that take a JSON body, to keep the suite's time down.
 */
export const HUGE_BODIES: [string, string][] = [
  ['arrays 50,000 deep', nestedArrays(50_000)],
  ['objects 100,000 deep', nestedObjects(100_000)],
];

/** Within the limits, or refused for their content: each may be taken or refused. */
export function boundaryBodies(valid: object | undefined): [string, string][] {
  const base = (valid ?? {}) as Record<string, unknown>;
  const withStrings = (make: (value: string) => string) =>
    JSON.stringify(
      Object.fromEntries(
        Object.entries(base).map(([k, v]) => [k, typeof v === 'string' ? make(v) : v]),
      ),
    );
  return [
    ['arrays 10 deep', nestedArrays(10)],
    ['objects 10 deep', nestedObjects(10)],
    ['50,000-character strings', withStrings(() => 'x'.repeat(50_000))],
    [
      '5,000 keys',
      JSON.stringify({
        ...base,
        ...Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i])),
      }),
    ],
    ['control characters in strings', withStrings((v) => `${v}\u0001\u001f\u007f`)],
  ];
}

/** Path values: nested brackets 10 to 100,000 deep (past Node's URL limit), long, controls. */
export const PATH_VALUES: [string, string][] = [
  ['arrays 10 deep', nestedArrays(10)],
  ['objects 1,000 deep (5,001 characters)', nestedObjects(1000)],
  ['arrays 100,000 deep', nestedArrays(100_000)],
  ['NUL and control characters', 'a\u0000\u0001\nb'],
];

export let app: Awaited<ReturnType<typeof startFixtureApp>>;
export let fx: Fixtures;
export const operations = openApiOperations();
/** Sign-out and renewal end the session they are sent with: a fresh one each time. */
export const sessionFor = async (op: Operation) =>
  ['logout', 'renewToken'].includes(op.operationId) ? fx.freshSession('admin') : fx.sessions.admin;
export const sendJson = async (
  op: Operation,
  path: Record<string, string>,
  body: string,
  session?: SignedIn,
) =>
  as(session ?? (await sessionFor(op)), fx.demo.t.http()[op.method](urlOf(op, path)))
    .set('Content-Type', 'application/json')
    .send(body);
/**
 * Every table's rows, hashed; leaves out what changes by itself meanwhile (sessions,
 * heartbeats, jobs, the scheduler, the match results it recomputes and the shared cache tier,
 * which background reads fill and expire).
 */
export const fingerprint = async (): Promise<Record<string, string>> => {
  const ds = fx.demo.ds;
  const tables: { name: string }[] = await ds.query(
    `SELECT quote_ident(table_name) AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
        AND table_name NOT IN ('sessions', 'app_instances', 'live_sockets', 'job_runs', 'migrations', 'cache_aux_entries')
        AND table_name NOT LIKE 'scheduler\\_%' AND table_name NOT LIKE 'match\\_%'`,
  );
  const hashes: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await ds.query(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM ${name} t`,
    );
    hashes[name] = row.h;
  }
  return hashes;
};
export const writes = operations.filter((op) => op.method !== 'get');
// Numbers out of every bound (issue 29): `page=5e+21` once reached PostgreSQL, whose error
// text came back. Each numeric parameter answers 400 naming it, for huge, exponent, negative,
// fractional-huge and not-a-number values; the document states both bounds of each.
export const outOfRange = fc.oneof(
  fc.constantFrom('5e+21', '-5e+21', '1e309', '-1', 'NaN', 'Infinity', '99999999999999999999'),
  fc.double({ min: 1e10, noNaN: true, noDefaultInfinity: true }).map(String),
  fc.integer({ min: -(2 ** 31), max: -1 }).map(String),
  fc.bigInt({ min: 10n ** 10n, max: 10n ** 30n }).map(String),
);
export const numericCases = operations.flatMap((op) => [
  ...op.numericParams.map((param) => ({ op, param, label: param.name })),
  ...(NUMERIC_PATH_PARAMS[op.operationId] ?? []).map(({ name, label }) => ({
    op,
    param: { in: 'path' as const, name, schema: {} as JsonSchema },
    label,
  })),
]);
/** `op` with its valid values, `param` set to `value` (a JSON number in a body when it is one). */
export const sendNumber = (
  op: Operation,
  param: NumericParam | { in: 'path'; name: string },
  value: string,
  valid: Record<string, string>,
  validBody: Record<string, unknown> | undefined,
) => {
  const path = param.in === 'path' ? { ...valid, [param.name]: value } : valid;
  const query = param.in === 'query' ? `?${param.name}=${encodeURIComponent(value)}` : '';
  const request = as(fx.sessions.admin, fx.demo.t.http()[op.method](urlOf(op, path) + query));
  if (!op.bodyType) return request;
  const asNumber = Number(value);
  const body =
    param.in === 'body'
      ? { ...validBody, [param.name]: Number.isFinite(asNumber) ? asNumber : value }
      : validBody;
  // JSON.stringify writes 5e21 as 5e+21: the exponent reaches the server as it was drawn.
  return request.set('Content-Type', 'application/json').send(JSON.stringify(body ?? {}));
};
/** JSON-RPC params: the same shapes for every method, each in its own call. */
export const RPC_PARAMS: [string, string][] = [
  ['arrays 10 deep', nestedArrays(10)],
  ['arrays 33 deep', nestedArrays(33)],
  ['arrays 1,000 deep', nestedArrays(1000)],
  ['arrays 100,000 deep', nestedArrays(100_000)],
  ['objects 10 deep', nestedObjects(10)],
  ['objects 33 deep', nestedObjects(33)],
  ['objects 40,000 deep', nestedObjects(40_000)],
  ['a 100,000-character string', JSON.stringify(['x'.repeat(100_000)])],
  [
    '5,000 keys',
    JSON.stringify(Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]))),
  ],
  ['a NUL', JSON.stringify(['/\u0000'])],
  ['control characters', JSON.stringify({ pathname: '/a\u0001\n' })],
];

/** The suite's shared set-up: call it first inside each file's describe. */
export function useFuzzApp() {
  beforeAll(async () => {
    app = await startFixtureApp();
    fx = await prepareFixtures(app.demo);
  });
  afterAll(() => app?.close());
}

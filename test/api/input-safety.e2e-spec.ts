import type { Test } from 'supertest';
import { PARAM_MAX_LENGTH } from '@server/common/input-safety.guard';
import { antiForgery } from '../support/auth-helpers';
import { openApiOperations, urlOf, type Operation } from '../support/openapi-operations';
import { startTestApp, TestApp } from '../support/test-app';

/** Path parameters a route declares longer with @ParamMaxLength. */
const DECLARED_LONGER: Record<string, Record<string, number>> = {
  createPda: { variationIds: 200 * 37 },
};

// Every operation of the API document: NUL (and other control characters) in any path
// parameter, query value or JSON body string, and path parameters over their length, answer
// 400 naming the parameter. The check runs before sign-in and before any handler, so an
// anonymous caller gets the same 400 and nothing reaches PostgreSQL (which refuses NUL in text
// and answered 500 on about ten operations before).
describe('control characters and over-long parameters, on every operation', () => {
  let t: TestApp;
  const operations = openApiOperations();

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t?.close());

  const send = (op: Operation, values: Record<string, string>): Test =>
    t.http()[op.method](urlOf(op, values)).set('X-Anti-Forgery', antiForgery());

  const plain = (op: Operation) => Object.fromEntries(op.pathParams.map((p) => [p, 'x']));

  const withPathParams = operations.filter((op) => op.pathParams.length > 0);
  it.each(withPathParams.map((op) => [op.operationId, op]))(
    '%s: path parameters',
    async (_id, op) => {
      for (const param of op.pathParams) {
        const nul = await send(op, { ...plain(op), [param]: 'a\u0000b' });
        expect([nul.status, nul.body.message]).toEqual([
          400,
          `${param}: must not contain control characters`,
        ]);
        const max = DECLARED_LONGER[op.operationId]?.[param] ?? PARAM_MAX_LENGTH;
        const long = await send(op, { ...plain(op), [param]: 'a'.repeat(max + 1) });
        expect([long.status, long.body.message]).toEqual([
          400,
          `${param}: must be at most ${max} characters`,
        ]);
      }
    },
  );

  const withJsonBody = operations.filter((op) => op.bodyType === 'application/json');
  it.each(withJsonBody.map((op) => [op.operationId, op]))('%s: JSON body', async (_id, op) => {
    const field = Object.keys(op.bodySchema?.properties ?? {})[0] ?? 'note';
    // NUL is refused by the body parser (json-limits), before any middleware; other controls
    // by the input-safety guard. Both name the field with the same code.
    for (const control of ['\u0000', '\u0001']) {
      const res = await send(op, plain(op))
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ [field]: `a${control}b` }));
      expect([res.status, res.body.code, res.body.message]).toEqual([
        400,
        'VALIDATION_FAILED',
        `${field}: must not contain NUL or other control characters`,
      ]);
    }
  });

  it('names nested body fields and query values, and keeps tabs and line breaks in text', async () => {
    for (const control of ['\u0000', '\u0001']) {
      const nested = await t
        .http()
        .post('/api/v1/secure/admin/users')
        .set('X-Anti-Forgery', antiForgery())
        .send({ firstName: 'Ann', groups: [{ code: 'ok' }, { code: `bad${control}` }] });
      expect([nested.status, nested.body.message, nested.body.details?.info]).toEqual([
        400,
        'groups[1].code: must not contain NUL or other control characters',
        [
          {
            field: 'groups[1].code',
            problems: ['must not contain NUL or other control characters'],
          },
        ],
      ]);
    }
    const query = await t.http().get('/api/v1/pdf/score.pdf?uuid=%00');
    expect([query.status, query.body.message]).toEqual([
      400,
      'uuid: must not contain control characters',
    ]);
    // Text with tabs and line breaks passes on to sign-in (401), not refused as input.
    await t
      .http()
      .post('/api/v1/secure/admin/users')
      .set('X-Anti-Forgery', antiForgery())
      .send({ firstName: 'Ann\tB', lastName: 'line\r\nbreak' })
      .expect(401);
  });
});

import { DataSource } from 'typeorm';
import { seedDemoData } from '@server/database/seed/demo-seed';
import { as, signInOrFail, type SignedIn } from '../support/auth-helpers';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * What one PDA field save asks of PostgreSQL once the caches are warm (issue 33, item 3): the
 * PDA, the field's current value, the versioned write (an update first: no second read to tell
 * an insert from an update) with its audit entry and event in one transaction, and the write
 * position. The type catalogue and the node's place come from
 * memory; nothing is read twice for nothing. Like a query budget: a statement more is a finding.
 */
describe('a PDA field save, statement by statement', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    const { credentials } = await seedDemoData(t.app.get(DataSource), { scale: 1 });
    const { userCode, password } = credentials.find((c) => c.userCode === 'admin')!;
    admin = await signInOrFail(t, userCode, password);
  });

  afterAll(async () => {
    await t.close();
  });

  it('takes nine statements, none of them for the type catalogue or the node, none read twice', async () => {
    const ds = t.app.get(DataSource);
    const [{ pdaUuid }] = await ds.query(
      `SELECT p.pda_uuid AS "pdaUuid" FROM pdas p
         JOIN pda_types ty ON ty.pda_type_uuid = p.pda_type_uuid WHERE ty.editable LIMIT 1`,
    );
    const types = (await as(admin, t.http().get('/api/v1/secure/pda-types')).expect(200)).body;
    const field = types
      .find((x: { editable: boolean }) => x.editable)
      .collPDATypeFields.find(
        (f: { pdaTypeFieldCode: string }) => f.pdaTypeFieldCode === 'WORK_HEIGHT',
      );
    const save = (inches: number) =>
      as(admin, t.http().post(`/api/v1/secure/pda/${pdaUuid}/pda-field/${field.pdaTypeFieldUuid}`))
        .send({ value: `${inches}"` })
        .expect(200);
    await save(30);
    await save(31);

    const statements: string[] = [];
    const logQuery = ds.logger.logQuery.bind(ds.logger);
    ds.logger.logQuery = (query, parameters, runner) => {
      statements.push(query.replace(/\s+/g, ' ').trim());
      logQuery(query, parameters, runner);
    };
    try {
      await save(32);
    } finally {
      ds.logger.logQuery = logQuery;
    }
    const kinds = statements.map((q) => {
      if (/^(START TRANSACTION|COMMIT)$/.test(q)) return q;
      if (/pg_current_wal_insert_lsn/.test(q)) return 'position';
      if (/pg_notify/.test(q)) return 'event';
      const table = /(?:FROM|UPDATE|INSERT INTO) "?(\w+)"?/.exec(q)?.[1];
      return `${q.split(' ')[0]} ${table ?? q.slice(0, 30)}`;
    });
    expect(kinds).toEqual([
      'SELECT pdas',
      'SELECT pda_fields',
      'START TRANSACTION',
      'UPDATE pda_fields',
      'UPDATE pdas',
      'INSERT audit_entries',
      'event',
      'COMMIT',
      'position',
    ]);
  });
});

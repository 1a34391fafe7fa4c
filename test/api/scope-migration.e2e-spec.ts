import { levelUuidOf, TENANT_NODE_UUID } from '@domain/tree-levels';
import { ScopesByIdentity1795930000000 } from '@server/database/migrations/1795930000000-ScopesByIdentity';
import { signInOrFail } from '../support/auth-helpers';
import { startDemoApp, type DemoApp } from '../support/demo-app';
import { demoClients, read } from '../support/scope-fixtures';

// Decision 0031: the migration turns each name-prefix scope into groups naming exactly what
// the prefix covered, with the same members.
describe('migration ScopesByIdentity: prefix scopes become identity scopes, exactly', () => {
  let demo: DemoApp;
  let clients: Record<string, string>;
  let rival: string;
  let lakeviewDayPool: string;

  const membersOf = async (code: string): Promise<string[]> =>
    (
      await demo.ds.query(
        `SELECT u.user_code AS code FROM user_security_groups g JOIN users u USING (user_uuid)
          WHERE g.security_group_code = $1 ORDER BY 1`,
        [code],
      )
    ).map((r: { code: string }) => r.code);

  beforeAll(async () => {
    demo = await startDemoApp();
    clients = await demoClients(demo.ds);
    rival = (
      await demo.ds.query(
        `INSERT INTO tree_nodes (node_uuid, description, parent_node_uuid, level_uuid, ancestors, enabled)
         VALUES (gen_random_uuid(), 'Riverside Rival Corp', $1, $2, ARRAY[$1]::uuid[], true)
         RETURNING node_uuid`,
        [TENANT_NODE_UUID, levelUuidOf('NAMC')],
      )
    )[0].node_uuid;
    [{ pool: lakeviewDayPool }] = await demo.ds.query(
      `SELECT nhp_pool_uuid AS pool FROM nhp_pools WHERE description = 'Lakeview Day Pool'`,
    );
    const premise = (
      await demo.ds.query(`SELECT user_uuid FROM users WHERE user_code = 'premise'`)
    )[0].user_uuid;
    // Groups as they were written before: a prefix of client (or pool) names.
    for (const [code, description] of [
      ['staffing:riverside vehicle', 'Staffing of Riverside'],
      ['recruiter:River', 'Recruiters of River*'],
      ['staffing:Lakeview Day', 'Lakeview day shift staffing'],
      ['employer:Nowhere', 'HR of a site yet to come'],
    ]) {
      await demo.ds.query(
        'INSERT INTO security_groups (security_group_code, description) VALUES ($1, $2)',
        [code, description],
      );
      await demo.ds.query(
        'INSERT INTO user_security_groups (user_uuid, security_group_code) VALUES ($1, $2)',
        [premise, code],
      );
    }
    const runner = demo.ds.createQueryRunner();
    await runner.startTransaction();
    await new ScopesByIdentity1795930000000().up(runner);
    await runner.commitTransaction();
    await runner.release();
  });

  afterAll(() => demo?.t.close());

  it('gives a scope that prefixed one site a group naming that site', async () => {
    expect(await membersOf(`staffing:${clients.Riverside}`)).toEqual(['premise', 'staffing']);
    expect(await membersOf('staffing:riverside vehicle')).toEqual([]);
  });

  it('splits a scope that prefixed two sites into two groups, each described by its site', async () => {
    const groups = await demo.ds.query(
      `SELECT security_group_code AS code, description FROM security_groups
        WHERE security_group_code IN ($1, $2) ORDER BY description`,
      [`recruiter:${clients.Riverside}`, `recruiter:${rival}`],
    );
    expect(groups).toEqual([
      {
        code: `recruiter:${rival}`,
        description: 'Recruiters of River*: Riverside Rival Corp',
      },
      // The group naming Riverside already existed (seeded): it keeps its description.
      {
        code: `recruiter:${clients.Riverside}`,
        description: 'Recruiters of Riverside Vehicle Assembly',
      },
    ]);
    expect(await membersOf(`recruiter:${rival}`)).toEqual(['premise']);
    expect(await membersOf(`recruiter:${clients.Riverside}`)).toEqual(['premise', 'recruiter']);
    expect(await membersOf('recruiter:River')).toEqual([]);
  });

  it('turns a scope that prefixed only a pool into a group naming that pool', async () => {
    expect(await membersOf(`staffing:${lakeviewDayPool}`)).toEqual(['premise']);
    expect(await membersOf(`staffing:${clients.Lakeview}`)).toEqual([]);
  });

  it('keeps a scope that prefixed nothing, granting nothing', async () => {
    expect(await membersOf('employer:Nowhere')).toEqual(['premise']);
    const premise = await signInOrFail(demo.t, 'premise', demo.passwords.premise);
    await read(demo, premise, `secure/nodes/${clients.Riverside}`).expect(200);
    await read(demo, premise, `secure/nodes/${rival}`).expect(200);
    await read(demo, premise, `secure/nodes/${clients.Hillcrest}`).expect(404);
    await read(demo, premise, `secure/nhp-pool/${lakeviewDayPool}`).expect(200);
  });
});

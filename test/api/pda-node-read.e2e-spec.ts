import { DataSource } from 'typeorm';
import { seedDemoData } from '@server/database/seed/demo-seed';
import { as, signInOrFail } from '../support/auth-helpers';
import { startTestApp } from '../support/test-app';

describe('PDAs on the node read', () => {
  it('lists a node’s PDAs in collPDAs', async () => {
    const t = await startTestApp();
    try {
      const { credentials } = await seedDemoData(t.app.get(DataSource), { scale: 1 });
      const c = credentials.find((x) => x.userCode === 'admin')!;
      const admin = await signInOrFail(t, 'admin', c.password);
      const [row] = await t.app
        .get(DataSource)
        .query(`SELECT node_uuid, count(*)::int AS n FROM pdas GROUP BY node_uuid LIMIT 1`);
      const node = await as(admin, t.http().get(`/api/v1/secure/nodes/${row.node_uuid}`)).expect(
        200,
      );
      expect(node.body.collPDAs).toHaveLength(row.n);
      expect(node.body.collPDAs[0]).toEqual({
        pdaUuid: expect.any(String),
        nodeUuid: row.node_uuid,
        description: expect.any(String),
        pdaTypeUuid: expect.any(String),
        pdaStatusEnum: expect.stringMatching(/INPROGRESS|COMPLETED|APPROVED|ARCHIVED/),
      });
    } finally {
      await t.close();
    }
  });
});

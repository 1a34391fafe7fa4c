import { DataSource } from 'typeorm';
import { TrashSubtrees1795412000000 } from '@server/database/migrations/1795412000000-TrashSubtrees';
import { TENANT_NODE_UUID } from '@domain/tree-levels';
import { t, riverside, get, patch, useTreeApp } from './tree-context';

describe('organisation tree', () => {
  useTreeApp();

  it('migrates nodes trashed alone before: their subtrees are trashed with them', async () => {
    const ds = t.app.get(DataSource);
    const [shop] = await ds.query(
      `SELECT node_uuid FROM tree_nodes WHERE parent_node_uuid = $1 AND trashed_at IS NULL LIMIT 1`,
      [riverside.nodeUuid],
    );
    const at = new Date('2025-01-02T03:04:05Z');
    await ds.query(`UPDATE tree_nodes SET trashed_at = $2 WHERE node_uuid = $1`, [
      shop.node_uuid,
      at,
    ]);
    const runner = ds.createQueryRunner();
    try {
      await new TrashSubtrees1795412000000().up(runner);
    } finally {
      await runner.release();
    }
    const rows: { trashed_at: Date | null }[] = await ds.query(
      `SELECT trashed_at FROM tree_nodes WHERE ancestors @> ARRAY[$1]::uuid[]`,
      [shop.node_uuid],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.trashed_at?.getTime() === at.getTime())).toBe(true);
    await get('admin', `secure/nodes/${riverside.nodeUuid}`).expect(200);
  });

  it('lets an admin create a client site under the tenant', async () => {
    const res = await patch(
      'admin',
      `private/tennants/${TENANT_NODE_UUID}/_actions/create-client/${encodeURIComponent('Eastfield Plant')}`,
    ).expect(200);
    expect(res.body).toMatchObject({
      description: 'Eastfield Plant',
      aTreeLevel: { description: 'NAMC' },
    });
    await patch('admin', `private/tennants/${riverside.nodeUuid}/_actions/create-client/X`).expect(
      400,
    );
  });
});

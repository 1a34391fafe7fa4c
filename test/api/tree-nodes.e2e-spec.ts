import { DataSource } from 'typeorm';
import { levelUuidOf, TENANT_NODE_UUID } from '@domain/tree-levels';
import { t, s, riverside, lakeview, get, patch, useTreeApp } from './tree-context';

describe('organisation tree', () => {
  useTreeApp();

  it('lists the nine levels', async () => {
    const res = await get('premise', 'secure/levels').expect(200);
    expect(res.body).toHaveLength(9);
    expect(res.body[0]).toEqual({
      levelUuid: TENANT_NODE_UUID,
      description: 'tenant',
      ordinal: 0,
      hiddenInListings: false,
    });
  });

  it('reads the tenant with its client sites, each user seeing only theirs', async () => {
    const admin = await get('admin', `secure/nodes/${TENANT_NODE_UUID}`).expect(200);
    expect(admin.body).toMatchObject({
      nodeUuid: TENANT_NODE_UUID,
      aTreeLevel: { description: 'tenant' },
      ancestors: [],
      path: '',
    });
    expect(admin.body.collTreeNodes).toHaveLength(3);
    const premise = await get('premise', `secure/nodes/${TENANT_NODE_UUID}`).expect(200);
    expect(premise.body.collTreeNodes.map((n: { description: string }) => n.description)).toEqual([
      'Riverside Vehicle Assembly',
    ]);
    await get('premise', `secure/nodes/${lakeview.nodeUuid}`).expect(404);
    const all = await get('premise', 'secure/nodes').expect(200);
    expect(all.body.length).toBeGreaterThan(900);
    expect(all.body.length).toBeLessThan(1300);
  });

  it('answers 404 "Node not found" for a missing node and 400 for a malformed id', async () => {
    const missing = await get('admin', `secure/nodes/${crypto.randomUUID()}`).expect(404);
    expect(missing.body.message).toBe('Node not found');
    const bad = await get('admin', 'secure/nodes/not-36-chars').expect(400);
    expect(bad.body.message).toBe('Ids are 36-character uuids');
  });

  it('creates a shop under a client, which appears among its children with its breadcrumbs', async () => {
    const created = await patch(
      'premise',
      `private/nodes/${riverside.nodeUuid}/_actions/create/${levelUuidOf('Production Shop')}/${encodeURIComponent('  Battery Shop  ')}`,
    ).expect(200);
    expect(created.body).toMatchObject({
      description: 'Battery Shop',
      aTreeLevel: { description: 'Production Shop' },
      path: 'Riverside Vehicle Assembly / Battery Shop',
    });
    expect(created.body.ancestors.map((a: { nodeUuid: string }) => a.nodeUuid)).toEqual([
      TENANT_NODE_UUID,
      riverside.nodeUuid,
    ]);
    const client = await get('premise', `secure/nodes/${riverside.nodeUuid}`).expect(200);
    expect(client.body.collTreeNodes.map((n: { description: string }) => n.description)).toContain(
      'Battery Shop',
    );
    const wrongLevel = await patch(
      'premise',
      `private/nodes/${riverside.nodeUuid}/_actions/create/${levelUuidOf('Production Team')}/X`,
    ).expect(400);
    expect(wrongLevel.body.message).toBe(
      'A Production Team cannot sit under this node; allowed: Production Shop, Non-Vehicle',
    );
    await patch(
      'premise',
      `private/nodes/${riverside.nodeUuid}/_actions/create/${levelUuidOf('Production Shop')}/%20%20`,
    ).expect(400);
  });

  it('refuses a blank or unchanged rename and accepts a real one, audited', async () => {
    const shop = (
      await get('premise', `secure/nodes/${riverside.nodeUuid}`)
    ).body.collTreeNodes.find((n: { description: string }) => n.description === 'Battery Shop');
    const blank = await patch('premise', `private/nodes/${shop.nodeUuid}/_actions/rename`)
      .send({ name: '   ' })
      .expect(400);
    expect(blank.body.message).toBe('Name must not be empty');
    const same = await patch('premise', `private/nodes/${shop.nodeUuid}/_actions/rename`)
      .send({ name: 'Battery Shop' })
      .expect(400);
    expect(same.body.message).toBe('The new name must differ from the current name');
    const renamed = await patch('premise', `private/nodes/${shop.nodeUuid}/_actions/rename`)
      .send({ name: 'Battery Assembly' })
      .expect(200);
    expect(renamed.body.description).toBe('Battery Assembly');
    expect(renamed.body.version).toBe(2);
    const [audit] = await t.app
      .get(DataSource)
      .query(
        `SELECT before, after, actor_user_uuid FROM audit_entries WHERE entity_id = $1 AND action = 'rename'`,
        [shop.nodeUuid],
      );
    expect(audit).toMatchObject({
      before: { description: 'Battery Shop' },
      after: { description: 'Battery Assembly' },
      actor_user_uuid: s.premise.user.userUuid,
    });
  });

  it('answers each user their own node permission', async () => {
    const mine = await get(
      'premise',
      `private/users/${s.premise.user.userUuid}/node-permissions/${riverside.nodeUuid}`,
    ).expect(200);
    expect(mine.body).toMatchObject({
      canWrite: true,
      canRename: true,
      canDelete: false,
      canMove: false,
      canCreateChild: true,
    });
    expect(mine.body.variations.length).toBe(5);
    expect(mine.body.pdaTypes.map((x: { description: string }) => x.description)).toEqual([
      'Production process PDA',
    ]);
    expect(mine.body.childLevels.map((l: { description: string }) => l.description)).toEqual([
      'Production Shop',
      'Non-Vehicle',
    ]);
    const recruiter = await get(
      'recruiter',
      `private/users/${s.recruiter.user.userUuid}/node-permissions/${riverside.nodeUuid}`,
    ).expect(200);
    expect(recruiter.body).toMatchObject({
      canWrite: false,
      canCreateChild: false,
      childLevels: [],
    });
    await get(
      'recruiter',
      `private/users/${s.premise.user.userUuid}/node-permissions/${riverside.nodeUuid}`,
    ).expect(403);
  });

  it('keeps recruiters and staffing read-only, and premise users out of other clients', async () => {
    await patch('recruiter', `private/nodes/${riverside.nodeUuid}/_actions/rename`)
      .send({ name: 'Nope' })
      .expect(403);
    await patch('staffing', `private/nodes/${riverside.nodeUuid}/_actions/disable`).expect(403);
    await patch('premise', `private/nodes/${lakeview.nodeUuid}/_actions/rename`)
      .send({ name: 'Nope' })
      .expect(404);
    await patch(
      'premise',
      `private/tennants/${TENANT_NODE_UUID}/_actions/create-client/Nope`,
    ).expect(403);
  });

  it('moves a section to another shop of the same client, rewriting the ancestry of its subtree', async () => {
    const client = (await get('admin', `secure/nodes/${riverside.nodeUuid}`)).body;
    const paint = client.collTreeNodes.find(
      (n: { description: string }) => n.description === 'Paint',
    );
    const stamping = client.collTreeNodes.find(
      (n: { description: string }) => n.description === 'Stamping',
    );
    const section = (await get('admin', `secure/nodes/${paint.nodeUuid}`)).body.collTreeNodes.find(
      (n: { aTreeLevel: { description: string } }) =>
        n.aTreeLevel.description === 'Production Section',
    );
    const permission = await get(
      'admin',
      `private/users/${s.admin.user.userUuid}/node-permissions/${section.nodeUuid}`,
    ).expect(200);
    expect(permission.body.possibleParents.map((p: { nodeUuid: string }) => p.nodeUuid)).toContain(
      stamping.nodeUuid,
    );
    expect(
      permission.body.possibleParents.map((p: { nodeUuid: string }) => p.nodeUuid),
    ).not.toContain(paint.nodeUuid);
    await patch(
      'admin',
      `private/nodes/${section.nodeUuid}/_actions/move/${stamping.nodeUuid}`,
    ).expect(200);
    const [{ broken }] = await t.app
      .get(DataSource)
      .query(
        `SELECT count(*)::int AS broken FROM tree_nodes c JOIN tree_nodes p ON p.node_uuid = c.parent_node_uuid WHERE c.ancestors <> p.ancestors || p.node_uuid`,
      );
    expect(broken).toBe(0);
    await patch(
      'admin',
      `private/nodes/${section.nodeUuid}/_actions/move/${lakeview.nodeUuid}`,
    ).expect(400);
    await patch(
      'admin',
      `private/nodes/${riverside.nodeUuid}/_actions/move/${TENANT_NODE_UUID}`,
    ).expect(403);
  });

  it('disables, enables and trashes a node; a trashed subtree disappears', async () => {
    const client = (await get('admin', `secure/nodes/${riverside.nodeUuid}`)).body;
    const shop = client.collTreeNodes.find(
      (n: { description: string }) => n.description === 'Quality',
    );
    const child = (await get('admin', `secure/nodes/${shop.nodeUuid}`)).body.collTreeNodes[0];
    const ds = t.app.get(DataSource);
    const [{ under }] = await ds.query(
      `SELECT count(*)::int AS under FROM pdas p JOIN tree_nodes n ON n.node_uuid = p.node_uuid
        WHERE n.ancestors @> ARRAY[$1]::uuid[] AND p.pda_status_enum <> 'DELETED'`,
      [shop.nodeUuid],
    );
    expect(under).toBeGreaterThan(0);
    const pdaCount = async () =>
      (await get('admin', `secure/node/${riverside.nodeUuid}/agg-pda`).expect(200)).body.pdaCount;
    const countBefore = await pdaCount();
    await patch('admin', `private/nodes/${shop.nodeUuid}/_actions/trash`).expect(409);
    await patch('admin', `private/nodes/${shop.nodeUuid}/_actions/disable`).expect(200);
    await patch('admin', `private/nodes/${shop.nodeUuid}/_actions/disable`).expect(409);
    await patch('admin', `private/nodes/${shop.nodeUuid}/_actions/enable`).expect(200);
    await patch('admin', `private/nodes/${shop.nodeUuid}/_actions/disable`).expect(200);
    const parent = await patch('admin', `private/nodes/${shop.nodeUuid}/_actions/trash`).expect(
      200,
    );
    expect(parent.body.nodeUuid).toBe(riverside.nodeUuid);
    await get('admin', `secure/nodes/${shop.nodeUuid}`).expect(404);
    await get('admin', `secure/nodes/${child.nodeUuid}`).expect(404);
    const listed = new Set(
      (await get('admin', 'secure/nodes').expect(200)).body.map(
        (n: { nodeUuid: string }) => n.nodeUuid,
      ),
    );
    expect(listed.has(riverside.nodeUuid)).toBe(true);
    expect(listed.has(shop.nodeUuid)).toBe(false);
    expect(listed.has(child.nodeUuid)).toBe(false);
    // The whole subtree went with it: its PDAs leave the client's sums, its nodes the search.
    expect(await pdaCount()).toBe(countBefore - under);
    const [{ live }] = await ds.query(
      `SELECT count(*)::int AS live FROM tree_nodes WHERE ancestors @> ARRAY[$1]::uuid[] AND trashed_at IS NULL`,
      [shop.nodeUuid],
    );
    expect(live).toBe(0);
  });
});

import { TENANT_NODE_UUID, levelUuidOf } from '@domain/tree-levels';
import { as, signInOrFail, type SignedIn } from '../support/auth-helpers';
import { startDemoApp, type DemoApp } from '../support/demo-app';
import { waitUntil } from '../support/processes';
import { clientsOf, demoClients, pdaCountIn, read, userWith } from '../support/scope-fixtures';

// Issue 29, items 1 and 2 (decision 0031): aggregates at the tenant count only the caller's
// client sites, and a scope names one client site, never a prefix of names.
describe('scope: one client site per group, aggregates over what the caller may read', () => {
  let demo: DemoApp;
  let clients: Record<string, string>;
  const s: Record<string, SignedIn> = {};
  const ROLES = ['premise', 'staffing', 'recruiter'] as const;

  beforeAll(async () => {
    demo = await startDemoApp({ SIGN_IN_LIMIT_PER_ADDRESS: '1000' });
    clients = await demoClients(demo.ds);
    for (const role of ROLES) s[role] = await signInOrFail(demo.t, role, demo.passwords[role]);
    s.admin = demo.admin;
  });

  afterAll(() => demo?.t.close());

  /** Every PDA an agg-pda or pdasum answer names lies in one of `sites`. */
  async function expectOnlyFrom(sums: { sourcePDA: { pdaUuid: string } }[], sites: string[]) {
    const pdas = sums.map((d) => d.sourcePDA.pdaUuid);
    expect(new Set(await clientsOf(demo.ds, { pdas }))).toEqual(new Set(sites));
  }

  it.each(ROLES)(
    "a %s user of Riverside reads the tenant's PDA count and highest demands of Riverside only",
    async (role) => {
      const riverside = clients.Riverside;
      const all = (await read(demo, s.admin, `secure/node/${TENANT_NODE_UUID}/agg-pda`)).body;
      const agg = await read(demo, s[role], `secure/node/${TENANT_NODE_UUID}/agg-pda`).expect(200);
      const own = (await read(demo, s[role], `secure/node/${riverside}/agg-pda`).expect(200)).body;
      expect(agg.body.pdaCount).toBe(await pdaCountIn(demo.ds, TENANT_NODE_UUID, [riverside]));
      expect(agg.body.pdaCount).toBeLessThan(all.pdaCount);
      expect(agg.body).toMatchObject({
        pdaCount: own.pdaCount,
        activePdaCount: own.activePdaCount,
        demands: own.demands,
      });
      await expectOnlyFrom(agg.body.demands, [riverside]);
      const sums = await read(demo, s[role], `secure/pdasum/byNode/${TENANT_NODE_UUID}`).expect(
        200,
      );
      expect(sums.body).toEqual(own.demands);
    },
  );

  it('at an ancestor spanning two client sites (the tenant), sums over both and no third', async () => {
    const two = [clients.Riverside, clients.Lakeview];
    const both = await userWith(demo, ['staffing:Riverside', 'staffing:Lakeview']);
    const agg = (await read(demo, both, `secure/node/${TENANT_NODE_UUID}/agg-pda`).expect(200))
      .body;
    expect(agg.pdaCount).toBe(await pdaCountIn(demo.ds, TENANT_NODE_UUID, two));
    const names = agg.demands.map((d: { sourcePDA: { pdaUuid: string } }) => d.sourcePDA.pdaUuid);
    const from = await clientsOf(demo.ds, { pdas: names });
    expect(from.every((c) => c !== null && two.includes(c))).toBe(true);
    const tenant = (await read(demo, both, `secure/nodes/${TENANT_NODE_UUID}`).expect(200)).body;
    expect(tenant.collTreeNodes.map((c: { nodeUuid: string }) => c.nodeUuid).sort()).toEqual(
      [...two].sort(),
    );
    await read(demo, both, `secure/node/${clients.Hillcrest}/agg-pda`).expect(404);
  });

  it('a bulk PDA report started at the tenant by a scoped user covers their site', async () => {
    const [{ level }] = await demo.ds.query(
      `SELECT n.level_uuid AS level FROM pdas p JOIN tree_nodes n ON n.node_uuid = p.node_uuid
        WHERE p.pda_status_enum <> 'DELETED' AND n.trashed_at IS NULL
        GROUP BY n.level_uuid HAVING count(DISTINCT n.ancestors[2]) > 1
        ORDER BY count(*) LIMIT 1`,
    );
    const [{ count }] = await demo.ds.query(
      `SELECT count(*)::int AS count FROM pdas p JOIN tree_nodes n ON n.node_uuid = p.node_uuid
        WHERE n.level_uuid = $1 AND n.ancestors[2] = $2 AND n.trashed_at IS NULL
          AND p.pda_status_enum <> 'DELETED'`,
      [level, clients.Riverside],
    );
    const job = (
      await read(demo, s.premise, `secure/bulkPDA/${TENANT_NODE_UUID}/${level}`).expect(200)
    ).body.quartzJobUuid;
    const done = await waitUntil(
      async () => {
        const status = (await read(demo, s.premise, `secure/bulkPDA/${job}/status`)).body;
        return ['COMPLETED', 'FAILED'].includes(status.status) ? status : undefined;
      },
      120_000,
      'the bulk report to end',
    );
    expect(done.status).toBe('COMPLETED');
    // One step per PDA and one for the PDF: the Riverside PDAs at that level, no other site's.
    expect(done.totalSteps - 1).toBe(count);
  }, 150_000);

  describe('a new client "Riversidely Rival Corp"', () => {
    let rival: string;
    let rivalPda: string;

    beforeAll(async () => {
      const made = await as(
        s.admin,
        demo.t
          .http()
          .patch(
            `/api/v1/private/tennants/${TENANT_NODE_UUID}/_actions/create-client/Riversidely Rival Corp`,
          ),
      ).expect(200);
      rival = made.body.nodeUuid;
      // One of Hillcrest's approved PDAs moved onto a shop of the new site.
      const shop = await as(
        s.admin,
        demo.t
          .http()
          .patch(
            `/api/v1/private/nodes/${rival}/_actions/create/${levelUuidOf('Production Shop')}/Rival Shop`,
          ),
      ).expect(200);
      [{ pda_uuid: rivalPda }] = await demo.ds.query(
        `SELECT p.pda_uuid FROM pdas p JOIN tree_nodes n ON n.node_uuid = p.node_uuid
          WHERE n.ancestors[2] = $1 AND p.pda_status_enum = 'APPROVED' LIMIT 1`,
        [clients.Hillcrest],
      );
      await demo.ds.query('UPDATE pdas SET node_uuid = $1 WHERE pda_uuid = $2', [
        shop.body.nodeUuid,
        rivalPda,
      ]);
    });

    it.each(ROLES)('is not visible to the %s role of Riverside', async (role) => {
      await read(demo, s[role], `secure/nodes/${rival}`).expect(404);
      await read(demo, s[role], `secure/node/${rival}/agg-pda`).expect(404);
      const mine = (await read(demo, s[role], 'secure/me/clients').expect(200)).body;
      expect(mine.map((c: { nodeUuid: string }) => c.nodeUuid)).toEqual([clients.Riverside]);
      const tenant = (await read(demo, s[role], `secure/nodes/${TENANT_NODE_UUID}`)).body;
      expect(tenant.collTreeNodes.map((c: { nodeUuid: string }) => c.nodeUuid)).toEqual([
        clients.Riverside,
      ]);
      await read(demo, s[role], `secure/pda/${rivalPda}`).expect(404);
    });

    it("answers Riverside's search and history lists nothing of it", async () => {
      const query = Buffer.from('Riversidely').toString('base64');
      expect((await read(demo, s.premise, `public/spotlight/${query}`).expect(200)).body).toEqual(
        [],
      );
      expect((await read(demo, s.admin, `public/spotlight/${query}`).expect(200)).body).not.toEqual(
        [],
      );
      await read(demo, s.premise, `secure/pda/${rivalPda}/history`).expect(404);
      await read(demo, s.admin, `secure/pda/${rivalPda}/history`).expect(200);
    });

    it("renaming Riverside's own site keeps its users' access, and only theirs", async () => {
      await as(
        s.admin,
        demo.t
          .http()
          .patch(`/api/v1/private/nodes/${clients.Riverside}/_actions/rename`)
          .send({ name: 'North Works' }),
      ).expect(200);
      try {
        await read(demo, s.premise, `secure/nodes/${clients.Riverside}`).expect(200);
        await read(demo, s.premise, `secure/nodes/${rival}`).expect(404);
      } finally {
        await as(
          s.admin,
          demo.t
            .http()
            .patch(`/api/v1/private/nodes/${clients.Riverside}/_actions/rename`)
            .send({ name: 'Riverside Vehicle Assembly' }),
        ).expect(200);
      }
    });
  });
});

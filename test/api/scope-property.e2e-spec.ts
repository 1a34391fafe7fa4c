import fc from 'fast-check';
import { TENANT_NODE_UUID, levelUuidOf } from '@domain/tree-levels';
import type { SignedIn } from '../support/auth-helpers';
import { startDemoApp, type DemoApp } from '../support/demo-app';
import {
  clientsOf,
  demoClients,
  pdaCountIn,
  personClients,
  read,
  userWith,
} from '../support/scope-fixtures';

// Issue 29 (decision 0031): for random users (a role and a set of client sites), random sites
// and random nodes, no aggregate answer names a PDA or node the user cannot read, and the
// counts are those of the sites they may read.
const ROLES = ['premise', 'staffing', 'recruiter'] as const;
const SITES = ['Riverside', 'Lakeview', 'Hillcrest', 'Riversidely'] as const;

describe('scope property: aggregates name only what the caller may read', () => {
  let demo: DemoApp;
  let clients: Record<string, string>;
  let nodes: string[];
  const users = new Map<string, SignedIn>();

  beforeAll(async () => {
    demo = await startDemoApp({ SIGN_IN_LIMIT_PER_ADDRESS: '1000' });
    // A fourth site whose name the first one's prefixes: no scope may reach it by name.
    await demo.ds.query(
      `INSERT INTO tree_nodes (node_uuid, description, parent_node_uuid, level_uuid, ancestors, enabled)
       VALUES (gen_random_uuid(), 'Riversidely Rival Corp', $1, $2, ARRAY[$1]::uuid[], true)`,
      [TENANT_NODE_UUID, levelUuidOf('NAMC')],
    );
    clients = await demoClients(demo.ds);
    // Nodes of every level and site, some holding PDAs: where a caller may open a sum.
    nodes = (
      await demo.ds.query(
        `SELECT DISTINCT ON (n.level_uuid, n.ancestors[2]) n.node_uuid FROM tree_nodes n
          WHERE n.trashed_at IS NULL AND n.parent_node_uuid IS NOT NULL
          ORDER BY n.level_uuid, n.ancestors[2], n.node_uuid`,
      )
    ).map((r: { node_uuid: string }) => r.node_uuid);
  }, 180_000);

  afterAll(() => demo?.t.close());

  /** One user per (role, sites), made on first use. */
  async function userFor(role: string, sites: readonly string[]): Promise<SignedIn> {
    const key = `${role}:${[...sites].sort().join(',')}`;
    if (!users.has(key))
      users.set(
        key,
        await userWith(
          demo,
          // Written as the site's first word: createUser turns it into the site's uuid.
          sites.map((site) => `${role}:${site}`),
        ),
      );
    return users.get(key)!;
  }

  it('holds for random users, sites and nodes', async () => {
    const where = fc.oneof(
      fc.constant(TENANT_NODE_UUID),
      fc.constantFrom(...SITES).map((site) => clients[site]),
      fc.constantFrom(...nodes),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROLES),
        fc.subarray([...SITES], { minLength: 1 }),
        where,
        async (role, sites, node) => {
          const who = await userFor(role, sites);
          const readable = sites.map((site) => clients[site]);
          const [site] =
            node === TENANT_NODE_UUID ? [null] : await clientsOf(demo.ds, { nodes: [node] });
          const mayRead = site === null || readable.includes(site);
          const agg = await read(demo, who, `secure/node/${node}/agg-pda`);
          const sums = await read(demo, who, `secure/pdasum/byNode/${node}`);
          const tree = await read(demo, who, `secure/nodes/${node}`);
          if (!mayRead) {
            expect([agg.status, sums.status, tree.status]).toEqual([404, 404, 404]);
            return;
          }
          expect([agg.status, sums.status, tree.status]).toEqual([200, 200, 200]);
          const named = (list: { sourcePDA: { pdaUuid: string } }[]) =>
            list.map((d) => d.sourcePDA.pdaUuid);
          const pdas = [
            ...named(agg.body.demands),
            ...named(sums.body),
            ...tree.body.collPDAs.map((p: { pdaUuid: string }) => p.pdaUuid),
          ];
          const children = tree.body.collTreeNodes.map((c: { nodeUuid: string }) => c.nodeUuid);
          for (const owner of await clientsOf(demo.ds, { pdas, nodes: children }))
            expect(readable).toContain(owner);
          expect(agg.body.pdaCount).toBe(await pdaCountIn(demo.ds, node, readable));
          if (role === 'recruiter') return;
          // The pool grid names people: each of a site the caller may read.
          const swimmers = await read(demo, who, 'secure/nhp-swimmers').expect(200);
          const people = swimmers.body.map((m: { personUuid: string }) => m.personUuid);
          for (const owner of await personClients(demo.ds, people))
            expect(readable).toContain(owner);
        },
      ),
      { numRuns: 40, seed: 29 },
    );
  }, 300_000);
});

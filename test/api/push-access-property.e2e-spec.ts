import fc from 'fast-check';
import { levelUuidOf, TENANT_NODE_UUID } from '@domain/tree-levels';
import { as, createUser, signInOrFail, SignedIn } from '../support/auth-helpers';
import { listenOnLoopback, startTestApp, TestApp } from '../support/test-app';
import { RpcClient } from '../support/ws-client';

// Issue 29 item 3, decision 0035: a pushed event reaches exactly the sockets whose user may
// read its object, the HTTP read being the judge. Random client sites (names that prefix each
// other), nodes under them and users with random groups naming sites by identity (decision
// 0031), now and then a site of no run, the way a removed site's group would; every node
// is renamed, and each socket's DIRTYs are compared with what GET secure/nodes/{id} answers
// that user. An admin's FYI to everyone closes each run: pushes leave in the events' order, so
// a socket holding it has been sent every DIRTY it was going to get.

const SITE_WORDS = ['Alder', 'Alder Yard', 'Birch', 'Birchwood', 'Cedar'];
/** A scope naming no site of the run. */
const NO_SITE = '00000000-0000-4000-8000-00000000dead';
const ROLES = ['premise', 'staffing', 'recruiter', 'employer'];
const PASSWORD = 'Push-Property-1';

/** A group: premise:admin, or a role on the run's site of that index (past them: no site). */
type DrawnGroup = 'admin' | [role: string, site: number];
const group = fc.oneof(
  { arbitrary: fc.constant<DrawnGroup>('admin'), weight: 1 },
  { arbitrary: fc.tuple(fc.constantFrom(...ROLES), fc.nat(3)), weight: 8 },
);

function codeOf(drawn: DrawnGroup, siteIds: string[]): string {
  if (drawn === 'admin') return 'premise:admin';
  const [role, site] = drawn;
  return `${role}:${siteIds[site] ?? NO_SITE}`;
}

const world = fc.record({
  sites: fc.uniqueArray(fc.constantFrom(...SITE_WORDS), { minLength: 1, maxLength: 3 }),
  /** Under which of the run's sites (modulo their count) each shop sits. */
  shops: fc.array(fc.nat(5), { maxLength: 3 }),
  users: fc.array(fc.array(group, { maxLength: 2 }), { minLength: 1, maxLength: 4 }),
});

interface DirtyMessage {
  method?: string;
  params?: { entity?: string; uuid?: string; message?: string };
}

describe('pushed events reach only who may read the object (property)', () => {
  let t: TestApp;
  let url: string;
  let admin: SignedIn;
  let run = 0;

  beforeAll(async () => {
    // Each run signs its users in from one address: above the per-address cap of 60 a minute.
    t = await startTestApp({ SIGN_IN_LIMIT_PER_ADDRESS: '10000' });
    url = await listenOnLoopback(t);
    await createUser(t, { userCode: 'root', password: PASSWORD, groups: ['premise:admin'] });
    admin = await signInOrFail(t, 'root', PASSWORD);
  });

  afterAll(async () => {
    await t.close();
  });

  const patch = (path: string) => as(admin, t.http().patch(`/api/v1/${path}`));

  /** The run's sites and shops, made by the admin; their node ids. */
  async function plant(sites: string[], shops: number[]) {
    const siteIds: string[] = [];
    for (const word of sites) {
      const name = encodeURIComponent(`${word} ${run}`);
      const made = await patch(
        `private/tennants/${TENANT_NODE_UUID}/_actions/create-client/${name}`,
      ).expect(200);
      siteIds.push(made.body.nodeUuid);
    }
    const shopIds: string[] = [];
    for (const [i, under] of shops.entries()) {
      const parent = siteIds[under % siteIds.length];
      const made = await patch(
        `private/nodes/${parent}/_actions/create/${levelUuidOf('Production Shop')}/Shop%20${i}`,
      ).expect(200);
      shopIds.push(made.body.nodeUuid);
    }
    return { siteIds, nodes: [...siteIds, ...shopIds] };
  }

  it('delivers each DIRTY to exactly the sockets whose user may read the node', async () => {
    await fc.assert(
      fc.asyncProperty(world, async ({ sites, shops, users }) => {
        run += 1;
        const { siteIds, nodes } = await plant(sites, shops);
        const people: { session: SignedIn; socket: RpcClient; groups: string[] }[] = [];
        try {
          for (const [i, drawn] of users.entries()) {
            const groups = [...new Set(drawn.map((d) => codeOf(d, siteIds)))];
            const userCode = `p${run}u${i}`;
            await createUser(t, { userCode, password: PASSWORD, groups });
            const session = await signInOrFail(t, userCode, PASSWORD);
            people.push({ session, groups, socket: await RpcClient.connect(url, session) });
          }
          for (const node of nodes)
            await patch(`private/nodes/${node}/_actions/rename`)
              .send({ name: `Renamed ${node.slice(0, 8)}` })
              .expect(200);
          const sentinel = `end of run ${run}`;
          await as(admin, t.http().post('/api/v1/secure/admin/fyi'))
            .send({ message: sentinel })
            .expect(200);
          for (const { session, socket, groups } of people) {
            await socket.next(
              (m: DirtyMessage) => m.method === 'FYI' && m.params?.message === sentinel,
            );
            const pushed = new Set(
              (socket.received as DirtyMessage[])
                .filter((m) => m.method === 'DIRTY' && m.params?.entity === 'node')
                .map((m) => m.params!.uuid),
            );
            for (const node of nodes) {
              const read = await as(session, t.http().get(`/api/v1/secure/nodes/${node}`));
              expect(
                { groups, node, pushed: pushed.has(node) },
                `HTTP read answered ${read.status}`,
              ).toEqual({ groups, node, pushed: read.status === 200 });
            }
          }
        } finally {
          for (const { socket } of people) socket.close();
        }
      }),
      { numRuns: 12 },
    );
    // Twelve runs of sign-ins and sockets: about 50 s on a loaded two-core machine.
  }, 300_000);
});

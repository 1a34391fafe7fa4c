import { levelUuidOf } from '@domain/tree-levels';
import { as, createUser, signInOrFail, type SignedIn } from './auth-helpers';
import { startDemoApp, type DemoApp } from './demo-app';
import { startSmtpCapture } from './smtp-capture';

export type Smtp = Awaited<ReturnType<typeof startSmtpCapture>>;

export interface Pool {
  nhpPoolUuid: string;
  description: string;
  clientDescription: string;
  memberCount: number;
  canManageClasses: boolean;
}
export interface Klass {
  nhpClassUuid: string;
  description: string;
  nhpPoolUuid: string;
  nhpClassStatusEnum: string;
  openings: number;
  filled: number;
}
export interface Slot {
  placementUuid: string;
  nodeUuid: string;
  ordinal: number;
  shift: number;
  personUuid: string | null;
  placementStatusEnum: string;
}
export interface Swimmer {
  swimmerUuid: string;
  personUuid: string;
  nhpPoolUuid: string;
  firstName: string;
  lastName: string;
  availableDate: string;
  phone: string | null;
  email: string | null;
}

/**
 * The new-hire suites' app (decision 0014): the demo data with a mail catcher, every demo user
 * and four scoped ones signed in, the Riverside pools, a pool not named after its site, three
 * jobs of the site and the day pool's members; with the helpers the suites write with. Call
 * inside a describe: it starts before the suite and stops after it.
 */
export function nhpApp() {
  let demo!: DemoApp;
  let smtp!: Smtp;
  const sessions: Record<string, SignedIn> = {};
  let riversideDay!: Pool;
  let riversideNight!: Pool;
  let tempPool!: string;
  let jobs!: string[];
  let members!: Swimmer[];

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    demo = await startDemoApp({ SMTP_URL: smtp.url });
    for (const [userCode, password] of Object.entries(demo.passwords))
      sessions[userCode] = await signInOrFail(demo.t, userCode, password);
    const pools: Pool[] = (await get('admin', 'secure/nhp-pools').expect(200)).body;
    riversideDay = pools.find((p) => p.description === 'Riverside Day Pool')!;
    riversideNight = pools.find((p) => p.description === 'Riverside Night Pool')!;
    // A pool of the Riverside site not named after it.
    const [{ client }] = await demo.ds.query(
      `SELECT client_node_uuid AS client FROM nhp_pools WHERE nhp_pool_uuid = $1`,
      [riversideDay.nhpPoolUuid],
    );
    tempPool = crypto.randomUUID();
    await demo.ds.query(
      `INSERT INTO nhp_pools (nhp_pool_uuid, client_node_uuid, description) VALUES ($1, $2, 'Temp Agency Pool')`,
      [tempPool, client],
    );
    // Groups naming a pool of a site rather than the site (decision 0031: what the migration
    // makes of scopes that prefixed a pool's description only).
    const extra: [string, string][] = [
      ['lakeview', 'premise:Lakeview'],
      ['nightshift', `staffing:${riversideNight.nhpPoolUuid}`],
      ['agency', `staffing:${tempPool}`],
      ['rival', 'staffing:Riverside'],
    ];
    for (const [userCode, group] of extra) {
      await createUser(demo.t, { userCode, password: `${userCode}-pass-1`, groups: [group] });
      sessions[userCode] = await signInOrFail(demo.t, userCode, `${userCode}-pass-1`);
    }
    jobs = (
      await demo.ds.query(
        `SELECT n.node_uuid FROM tree_nodes n WHERE n.ancestors[2] = $1 AND n.level_uuid = $2
          ORDER BY n.description, n.node_uuid LIMIT 3`,
        [client, levelUuidOf('Production Process')],
      )
    ).map((r: { node_uuid: string }) => r.node_uuid);
    members = (await get('admin', `secure/nhp-pool/${riversideDay.nhpPoolUuid}`).expect(200)).body
      .collSwimmers;
  });

  afterAll(async () => {
    await demo?.t.close();
    await smtp?.close();
  });

  const http = () => demo.t.http();
  function get(who: string, path: string) {
    return as(sessions[who], http().get(`/api/v1/${path}`));
  }
  const post = (who: string, path: string, body?: object) =>
    as(sessions[who], http().post(`/api/v1/${path}`)).send(body);
  const patch = (who: string, path: string) => as(sessions[who], http().patch(`/api/v1/${path}`));
  const del = (who: string, path: string) => as(sessions[who], http().delete(`/api/v1/${path}`));

  const inDays = (n: number) => {
    const d = new Date();
    return new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate() + n)).toISOString();
  };
  async function newClass(pool = riversideDay.nhpPoolUuid, days = 10, who = 'staffing') {
    const res = await post(who, 'secure/nhp-classes', {
      description: `Test class ${crypto.randomUUID().slice(0, 8)}`,
      nhpPoolUuid: pool,
      classTimestamp: inDays(days),
    }).expect(201);
    return res.body as Klass;
  }
  const qty = (
    who: string,
    klass: string,
    node: string,
    slot: number | string,
    n: number | string,
  ) => patch(who, `secure/nhp-kanbans/${klass}/${node}/${slot}/qty/${n}`);
  const slotsOf = async (klass: string): Promise<Slot[]> =>
    (await get('admin', `secure/nhp-classes/${klass}/kanbans`).expect(200)).body.flatMap(
      (k: { collNHPPlacements: Slot[] }) => k.collNHPPlacements,
    );
  /** A PLACEMENT class with `qty1` first-shift slots at the first job. */
  async function placementClass(qty1 = 2, days = 10) {
    const klass = await newClass(riversideDay.nhpPoolUuid, days);
    await qty('staffing', klass.nhpClassUuid, jobs[0], 1, qty1).expect(200);
    await patch('staffing', `secure/nhp-classes/${klass.nhpClassUuid}/finalizeKanbans`).expect(200);
    return { klass, slots: await slotsOf(klass.nhpClassUuid) };
  }
  const place = (who: string, slot: string, swimmer: string) =>
    post(who, `secure/nhp-swimmers/${slot}/${swimmer}`);
  const slotPath = (klass: string, action: string, slot: string) =>
    `secure/nhp_placements/${klass}/${action}/${slot}`;

  return {
    sessions,
    /** Read after the suite's beforeAll. */
    state: () => ({ demo, smtp, riversideDay, riversideNight, tempPool, jobs, members }),
    http,
    get,
    post,
    patch,
    del,
    inDays,
    newClass,
    qty,
    slotsOf,
    placementClass,
    place,
    slotPath,
  };
}

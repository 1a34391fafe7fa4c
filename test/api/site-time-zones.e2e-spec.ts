import { TENANT_NODE_UUID } from '@domain/tree-levels';
import { as, type SignedIn } from '../support/auth-helpers';
import {
  examFixtures,
  signInDemoUsers,
  startDemoApp,
  type DemoApp,
  type ExamFixtures,
} from '../support/demo-app';

// The server runs 14 hours ahead of UTC while the site is 8 (or 7) behind: every day and slot
// must be the site's, never the process's (decision 0041). Node reads TZ when it is changed.
const SERVER_ZONE = 'Pacific/Kiritimati';
const SITE_ZONE = 'America/Los_Angeles';

describe('client sites in their own time zones', () => {
  let demo: DemoApp;
  let fx: ExamFixtures;
  let sessions: Record<string, SignedIn> = {};
  let riverside: string;
  const processZone = process.env.TZ;

  beforeAll(async () => {
    process.env.TZ = SERVER_ZONE;
    demo = await startDemoApp();
    sessions = await signInDemoUsers(demo);
    fx = await examFixtures(demo.ds);
    const clients = (await get('admin', 'secure/me/clients').expect(200)).body;
    riverside = clients.find((c: { description: string }) =>
      c.description.startsWith('Riverside'),
    ).nodeUuid;
  });

  afterAll(async () => {
    await demo?.t.close();
    if (processZone === undefined) delete process.env.TZ;
    else process.env.TZ = processZone;
  });

  const http = () => demo.t.http();
  const get = (who: string, path: string) => as(sessions[who], http().get(`/api/v1/${path}`));
  const patch = (who: string, path: string, body?: object) =>
    as(sessions[who], http().patch(`/api/v1/${path}`)).send(body);
  const setZone = (who: string, node: string, timeZone: unknown) =>
    patch(who, `private/clients/${node}/_actions/set-time-zone`, { timeZone });
  const schedule = (date: string, time: string) =>
    as(
      sessions.premise,
      http().put(
        `/api/v1/secure/ui/exam-for-id/${fx.idUuid}/${fx.roomA}/${fx.ppt}/${date}/${time}`,
      ),
    );
  type Roster = {
    locations: {
      clientNodeUuid: string;
      clientTimeZone: string;
      dayStart: string;
      dayEnd: string;
      rooms: { roomUuid: string; slots: { startTs: string; entries: { examUuid: string }[] }[] }[];
    }[];
  };
  const riversideOf = async (day: string) => {
    const roster: Roster = (await get('premise', `secure/rosters/${day}`).expect(200)).body;
    return roster.locations.find((l) => l.clientNodeUuid === riverside)!;
  };
  const examsIn = (location: Awaited<ReturnType<typeof riversideOf>>) =>
    location.rooms.flatMap((r) => r.slots.flatMap((s) => s.entries.map((e) => e.examUuid)));

  it('lets administrators alone set a zone, and names what is wrong with a bad one', async () => {
    expect(process.env.TZ).toBe(SERVER_ZONE);
    const bad = await setZone('admin', riverside, 'Mars/Olympus_Mons').expect(400);
    expect(bad.body.message).toBe(
      '"Mars/Olympus_Mons" is not a time zone (an IANA name such as America/Los_Angeles)',
    );
    expect((await setZone('admin', riverside, '+05:00').expect(400)).body.message).toMatch(
      /is not a time zone/,
    );
    await setZone('premise', riverside, SITE_ZONE).expect(403);
    await setZone('admin', TENANT_NODE_UUID, SITE_ZONE).expect(400);
    const set = await setZone('admin', riverside, SITE_ZONE).expect(200);
    expect(set.body).toMatchObject({ nodeUuid: riverside, timeZone: SITE_ZONE });
    const mine = (await get('premise', 'secure/me/clients').expect(200)).body;
    expect(mine).toEqual([expect.objectContaining({ nodeUuid: riverside, timeZone: SITE_ZONE })]);
  });

  it('creates a site in the zone given, UTC without one, and refuses a bad one', async () => {
    const create = (name: string, body?: object) =>
      patch('admin', `private/tennants/${TENANT_NODE_UUID}/_actions/create-client/${name}`, body);
    const refused = await create('Zoneless Works', { timeZone: 'Nowhere/Town' }).expect(400);
    expect(refused.body.message).toMatch(/"Nowhere\/Town" is not a time zone/);
    const tokyo = (await create('Tokyo Works', { timeZone: 'Asia/Tokyo' }).expect(200)).body;
    const plain = (await create('Plain Works').expect(200)).body;
    const zones = Object.fromEntries(
      (await get('admin', 'secure/me/clients').expect(200)).body.map(
        (c: { nodeUuid: string; timeZone: string }) => [c.nodeUuid, c.timeZone],
      ),
    );
    expect(zones[tokyo.nodeUuid]).toBe('Asia/Tokyo');
    expect(zones[plain.nodeUuid]).toBe('UTC');
  });

  it("reads a slot on the site's clock and rosters it on the site's day, DST included", async () => {
    // 23:30 on the spring-forward day in Los Angeles: already 9 March in UTC and Kiritimati.
    const exam = (await schedule('2026-03-08', '23:30').expect(200)).body;
    expect(exam.startTs).toBe('2026-03-09T06:30:00.000Z');
    expect(exam.clientTimeZone).toBe(SITE_ZONE);
    const day = await riversideOf('2026/3/8');
    expect(day).toMatchObject({
      clientTimeZone: SITE_ZONE,
      dayStart: '2026-03-08T08:00:00.000Z',
      // The day the clocks go forward has 23 hours.
      dayEnd: '2026-03-09T07:00:00.000Z',
    });
    expect(examsIn(day)).toContain(exam.examUuid);
    expect(examsIn(await riversideOf('2026/3/9'))).not.toContain(exam.examUuid);

    const skipped = await schedule('2026-03-08', '02:30').expect(400);
    expect(skipped.body.message).toBe(
      '2026-03-08 has no 02:30 in America/Los_Angeles: the clocks skip it for daylight saving',
    );
  });

  it("ends the site's autumn day after 25 hours, just before midnight there", async () => {
    const late = (await schedule('2026-11-01', '23:59').expect(200)).body;
    expect(late.startTs).toBe('2026-11-02T07:59:00.000Z');
    const day = await riversideOf('2026/11/1');
    expect(day).toMatchObject({
      dayStart: '2026-11-01T07:00:00.000Z',
      dayEnd: '2026-11-02T08:00:00.000Z',
    });
    expect(examsIn(day)).toContain(late.examUuid);
    expect(examsIn(await riversideOf('2026/11/2'))).not.toContain(late.examUuid);
  });
});

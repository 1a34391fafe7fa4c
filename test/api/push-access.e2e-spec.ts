import { as, createUser, signInOrFail, SignedIn } from '../support/auth-helpers';
import { riversidePda, signInDemoUsers, startDemoApp, type DemoApp } from '../support/demo-app';
import { startSmtpCapture } from '../support/smtp-capture';
import { listenOnLoopback } from '../support/test-app';
import { RpcClient } from '../support/ws-client';

// Issue 29 item 3, decision 0035: pushed events reach only those who may read the object,
// and a user's name only those who may know it.

interface Pushed {
  method?: string;
  params?: { entity?: string; uuid?: string; action?: string; message?: string };
}

describe('who receives a pushed event', () => {
  let demo: DemoApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let url: string;
  let s: Record<string, SignedIn>;
  const sockets: Record<string, RpcClient> = {};
  let fyis = 0;

  const dirty = (m: Pushed) => m.method === 'DIRTY';
  /** The DIRTYs each socket holds once an FYI to everyone, sent after the write, has come. */
  async function pushedTo(...who: string[]): Promise<Record<string, Pushed[]>> {
    const sentinel = `sentinel ${++fyis}`;
    await as(s.admin, demo.t.http().post('/api/v1/secure/admin/fyi'))
      .send({ message: sentinel })
      .expect(200);
    const held: Record<string, Pushed[]> = {};
    for (const name of who) {
      const socket = sockets[name];
      await socket.next((m: Pushed) => m.method === 'FYI' && m.params?.message === sentinel);
      held[name] = (socket.received as Pushed[]).filter(dirty);
      socket.received.length = 0;
    }
    return held;
  }

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    demo = await startDemoApp({ SMTP_URL: smtp.url });
    url = await listenOnLoopback(demo.t);
    s = await signInDemoUsers(demo);
    for (const [userCode, groups] of [
      ['lake-employer', ['employer:Lakeview']],
      ['lake-staffing', ['staffing:Lakeview']],
      ['ann', ['staffing:Riverside']],
    ] as const) {
      await createUser(demo.t, {
        userCode,
        password: 'Push-Access-1',
        groups: [...groups],
        email: `${userCode}@example.com`,
      });
      s[userCode] = await signInOrFail(demo.t, userCode, 'Push-Access-1');
    }
    for (const name of Object.keys(s)) sockets[name] = await RpcClient.connect(url, s[name]);
  });

  afterAll(async () => {
    for (const socket of Object.values(sockets)) socket.close();
    await demo.t.close();
    await smtp.close();
  });

  it("tells a PDA change to its client's readers, not to another client's employer or staffing", async () => {
    const pda = await riversidePda(demo.ds);
    await as(
      s.premise,
      demo.t.http().patch(`/api/v1/secure/pda/${pda}/description/Pushed%20once`),
    ).expect(200);
    const held = await pushedTo(
      'admin',
      'premise',
      'staffing',
      'recruiter',
      'employer',
      'lake-employer',
      'lake-staffing',
      'lakeview',
    );
    const got = (name: string) =>
      held[name].some((m) => m.params?.entity === 'pda' && m.params.uuid === pda);
    for (const reader of ['admin', 'premise', 'staffing', 'recruiter'])
      expect(got(reader)).toBe(true);
    // Riverside's employer reads the employer view only, never a PDA (decision 0023).
    for (const other of ['employer', 'lake-employer', 'lake-staffing', 'lakeview'])
      expect(got(other), other).toBe(false);
  });

  it('tells user changes, a password reset request among them, to user admins and the user only', async () => {
    await demo.t
      .http()
      .get(`/api/v1/secure/admin/users/ann%40example.com/forgot/${crypto.randomUUID()}`)
      .set('X-Anti-Forgery', 'd'.repeat(32))
      .expect(200);
    // The request is mailed by a job: the admin's socket hears it once done.
    await sockets.admin.next(
      (m: Pushed) => m.params?.entity === 'user' && m.params.action === 'password-reset-requested',
    );
    await as(s.admin, demo.t.http().post(`/api/v1/secure/admin/users/${s.ann.user.userUuid}`))
      .send({ emailAddress: 'ann@example.com', firstName: 'Ann', lastName: 'Renamed' })
      .expect(200);
    const held = await pushedTo('admin', 'ann', 'premise', 'staffing', 'lake-employer', 'dev');
    const userEvents = (name: string) =>
      held[name].filter((m) => m.params?.entity === 'user').map((m) => m.params!.action);
    expect(userEvents('admin')).toContain('update');
    expect(userEvents('dev')).toContain('update');
    expect(userEvents('ann')).toContain('password-reset-requested');
    expect(userEvents('ann')).toContain('update');
    for (const other of ['premise', 'staffing', 'lake-employer'])
      expect(userEvents(other), other).toEqual([]);
  });
});

describe('secure/users/{id}/name', () => {
  let demo: DemoApp;
  let s: Record<string, SignedIn>;
  const nameOf = (who: string, userUuid: string) =>
    as(s[who], demo.t.http().get(`/api/v1/secure/users/${userUuid}/name`));

  beforeAll(async () => {
    demo = await startDemoApp();
    s = await signInDemoUsers(demo);
    await createUser(demo.t, {
      userCode: 'lake-staffing',
      password: 'Push-Access-1',
      groups: ['staffing:Lakeview'],
    });
    s['lake-staffing'] = await signInOrFail(demo.t, 'lake-staffing', 'Push-Access-1');
  });

  afterAll(async () => {
    await demo.t.close();
  });

  it('names users who share a client site with the caller, themselves, and anyone to admins', async () => {
    const staffing = s.staffing.user.userUuid;
    expect((await nameOf('premise', staffing).expect(200)).body).toEqual({
      userUuid: staffing,
      fullName: 'Sam Staffing',
    });
    await nameOf('premise', s.premise.user.userUuid).expect(200);
    await nameOf('premise', s.admin.user.userUuid).expect(200);
    await nameOf('admin', s['lake-staffing'].user.userUuid).expect(200);
    await nameOf('employer', s.employer.user.userUuid).expect(200);
  });

  it('answers 404, as for no such user, where the caller may not know the name', async () => {
    const lake = s['lake-staffing'].user.userUuid;
    expect((await nameOf('premise', lake).expect(404)).body.message).toBe('User not found');
    await nameOf('lake-staffing', s.premise.user.userUuid).expect(404);
    // The employer view's people read no other user's name, not even their own client's.
    await nameOf('employer', s.premise.user.userUuid).expect(404);
    await nameOf('premise', crypto.randomUUID()).expect(404);
  });
});

import { PREFERENCE_LIMITS } from '@domain/limits';
import { DataSource } from 'typeorm';
import { seedDemoData } from '@server/database/seed/demo-seed';
import { as, signIn, signInOrFail, SignedIn } from '../support/auth-helpers';
import { startTestApp, TestApp } from '../support/test-app';

describe('user administration', () => {
  let t: TestApp;
  const sessions: Record<string, SignedIn> = {};
  let credentials: { userCode: string; password: string }[];

  beforeAll(async () => {
    t = await startTestApp();
    const summary = await seedDemoData(t.app.get(DataSource), {
      scale: 1,
      adminPassword: 'Admin-Secret-99',
    });
    credentials = summary.credentials;
    for (const { userCode, password } of credentials)
      sessions[userCode] = await signInOrFail(t, userCode, password);
  });

  afterAll(async () => {
    await t.close();
  });

  it('creates the six demo users; ADMIN_PASSWORD sets the admin’s password', () => {
    expect(credentials.map((c) => c.userCode)).toEqual([
      'admin',
      'dev',
      'premise',
      'staffing',
      'recruiter',
      'employer',
    ]);
    expect(credentials.find((c) => c.userCode === 'admin')!.password).toBe('Admin-Secret-99');
    for (const c of credentials)
      expect(c.password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z\d]).{8,}$/);
  });

  it.each(['premise', 'staffing', 'recruiter', 'employer'])(
    'refuses every admin path to %s with 403',
    async (role) => {
      const session = sessions[role];
      const someone = sessions.admin.user.userUuid;
      const calls = [
        t.http().get('/api/v1/secure/users'),
        t.http().get(`/api/v1/secure/admin/users/${someone}`),
        t
          .http()
          .post('/api/v1/secure/admin/users')
          .send({ emailAddress: 'x@example.com', firstName: 'X', lastName: 'Y' }),
        t
          .http()
          .post(`/api/v1/secure/admin/users/${someone}`)
          .send({ emailAddress: 'x@example.com', firstName: 'X', lastName: 'Y' }),
        t.http().get(`/api/v1/secure/admin/users/${someone}/enable/false/abc`),
        t.http().get(`/api/v1/secure/admin/users/invite/${someone}/abc`),
        t.http().get('/api/v1/secure/admin/security-groups'),
        t.http().get('/api/v1/secure/admin/sessions'),
      ];
      for (const call of calls) {
        const res = await as(session, call);
        expect(res.status).toBe(403);
      }
    },
  );

  it.each(['admin', 'dev'])('lets %s list users with their groups', async (role) => {
    const res = await as(sessions[role], t.http().get('/api/v1/secure/users')).expect(200);
    const admin = res.body.find((u: { userCode: string }) => u.userCode === 'admin');
    expect(admin).toMatchObject({
      emailAddress: 'admin@example.com',
      enabled: true,
      hasPassword: true,
    });
    expect(admin.collUserSecurityGroups).toEqual([
      { securityGroupCode: 'premise:admin', userUuid: admin.userUuid },
    ]);
    expect(admin.lastLogin).not.toBeNull();
  });

  it('names every invalid field of the user form', async () => {
    const res = await as(sessions.admin, t.http().post('/api/v1/secure/admin/users'))
      .send({ emailAddress: 'not-an-email', firstName: ' ', lastName: '' })
      .expect(400);
    expect(res.body.message).toContain('Invalid email');
    expect(res.body.message).toContain('First name required');
    expect(res.body.message).toContain('Last name required');
  });

  it('refuses unknown fields, unknown groups and duplicates clearly', async () => {
    await as(sessions.admin, t.http().post('/api/v1/secure/admin/users'))
      .send({ emailAddress: 'a@example.com', firstName: 'A', lastName: 'B', isRoot: true })
      .expect(400);
    const unknownGroup = await as(sessions.admin, t.http().post('/api/v1/secure/admin/users'))
      .send({
        emailAddress: 'a@example.com',
        firstName: 'A',
        lastName: 'B',
        securityGroupCodes: ['wizard:all'],
      })
      .expect(400);
    expect(unknownGroup.body.message).toBe('Unknown security group: wizard:all');
    const duplicate = await as(sessions.admin, t.http().post('/api/v1/secure/admin/users'))
      .send({ emailAddress: 'admin@example.com', firstName: 'A', lastName: 'B' })
      .expect(409);
    expect(duplicate.body.message).toBe(
      'A user with this username or e-mail address already exists',
    );
  });

  it('edits a user and their groups, and audits the change', async () => {
    // Scoped groups name their client site by uuid; the list names the site (decision 0031).
    const list = await as(sessions.admin, t.http().get('/api/v1/secure/admin/security-groups'));
    const codeOf = (kind: string) =>
      (list.body as { securityGroupCode: string; clientName: string | null }[]).find(
        (g) =>
          g.securityGroupCode.startsWith(`${kind}:`) &&
          g.clientName === 'Riverside Vehicle Assembly',
      )!.securityGroupCode;
    const created = await as(sessions.admin, t.http().post('/api/v1/secure/admin/users'))
      .send({
        emailAddress: 'pat.doe@example.com',
        firstName: 'Pat',
        lastName: 'Doe',
        securityGroupCodes: [codeOf('recruiter')],
      })
      .expect(201);
    const edited = await as(
      sessions.admin,
      t.http().post(`/api/v1/secure/admin/users/${created.body.userUuid}`),
    )
      .send({
        emailAddress: 'pat.doe@example.com',
        firstName: 'Patricia',
        lastName: 'Doe',
        securityGroupCodes: [codeOf('staffing')],
      })
      .expect(200);
    expect(edited.body.firstName).toBe('Patricia');
    expect(
      edited.body.collUserSecurityGroups.map(
        (g: { securityGroupCode: string }) => g.securityGroupCode,
      ),
    ).toEqual([codeOf('staffing')]);
    const audit = await t.app
      .get(DataSource)
      .query(
        `SELECT action, actor_user_uuid, before, after FROM audit_entries WHERE entity_id = $1 ORDER BY at`,
        [created.body.userUuid],
      );
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['create', 'update']);
    expect(audit[1].actor_user_uuid).toBe(sessions.admin.user.userUuid);
    expect(audit[1].before.firstName).toBe('Pat');
    expect(audit[1].after.firstName).toBe('Patricia');
  });

  it('disabling a user ends their sessions at once; enabling lets them back in', async () => {
    const recruiter = credentials.find((c) => c.userCode === 'recruiter')!;
    const session = await signInOrFail(t, 'recruiter', recruiter.password);
    const id = session.user.userUuid;
    const disabled = await as(
      sessions.admin,
      t.http().get(`/api/v1/secure/admin/users/${id}/enable/false/r1`),
    ).expect(200);
    expect(disabled.body.enabled).toBe(false);
    await as(session, t.http().get('/api/v1/private/user')).expect(401);
    expect((await signIn(t, 'recruiter', recruiter.password)).status).toBe(401);
    await as(
      sessions.admin,
      t.http().get(`/api/v1/secure/admin/users/${id}/enable/true/r2`),
    ).expect(200);
    sessions.recruiter = await signInOrFail(t, 'recruiter', recruiter.password);
    await as(
      sessions.admin,
      t.http().get(`/api/v1/secure/admin/users/${id}/enable/maybe/r3`),
    ).expect(400);
    await as(
      sessions.admin,
      t.http().get(`/api/v1/secure/admin/users/not-a-uuid/enable/true/r3`),
    ).expect(400);
    await as(
      sessions.admin,
      t.http().get(`/api/v1/secure/admin/users/${crypto.randomUUID()}/enable/true/r3`),
    ).expect(404);
  });

  it('answers a user’s full name to a user who shares a client site with them', async () => {
    const res = await as(
      sessions.recruiter,
      t.http().get(`/api/v1/secure/users/${sessions.admin.user.userUuid}/name`),
    ).expect(200);
    expect(res.body.fullName).toBe('Avery Admin');
  });

  it('keeps preferences per user; others cannot read or write them', async () => {
    const me = sessions.staffing.user.userUuid;
    await as(sessions.staffing, t.http().put(`/api/v1/private/users/${me}/preferences/grid.users`))
      .send({ value: { columns: ['name'], density: 'compact' } })
      .expect(200);
    const got = await as(
      sessions.staffing,
      t.http().get(`/api/v1/private/users/${me}/preferences/grid.users`),
    ).expect(200);
    expect(got.body).toEqual({
      key: 'grid.users',
      value: { columns: ['name'], density: 'compact' },
    });
    await as(sessions.recruiter, t.http().get(`/api/v1/private/users/${me}/preferences`)).expect(
      403,
    );
    await as(sessions.recruiter, t.http().put(`/api/v1/private/users/${me}/preferences/x`))
      .send({ value: 1 })
      .expect(403);
    await as(sessions.staffing, t.http().put(`/api/v1/private/users/${me}/preferences/x`))
      .send({})
      .expect(400);
  });

  it('caps a preference at 16 KiB of JSON and a user at 100 keys, naming the limit', async () => {
    const me = sessions.recruiter.user.userUuid;
    const put = (key: string, value: unknown) =>
      as(sessions.recruiter, t.http().put(`/api/v1/private/users/${me}/preferences/${key}`)).send({
        value,
      });
    // Under the 100 KB body limit, over the value's: 18 MB took 7 s of requests like these.
    const big = await put('big', 'x'.repeat(PREFERENCE_LIMITS.valueBytes)).expect(413);
    expect(big.body).toMatchObject({ code: 'USERS_PREFERENCE_TOO_LARGE' });
    expect(big.body.message).toContain(`value must be at most ${PREFERENCE_LIMITS.valueBytes}`);
    await put('big', 'x'.repeat(PREFERENCE_LIMITS.valueBytes - 2)).expect(200);

    const held = async () =>
      (await as(sessions.recruiter, t.http().get(`/api/v1/private/users/${me}/preferences`))).body
        .length as number;
    for (let n = await held(); n < PREFERENCE_LIMITS.keysPerUser - 3; n++)
      await put(`k${n}`, n).expect(200);
    // Six new keys at once where three fit: three saved, three refused, none past the cap.
    const racing = await Promise.all(Array.from({ length: 6 }, (_, i) => put(`race${i}`, i)));
    expect(racing.map((r) => r.status).sort()).toEqual([200, 200, 200, 400, 400, 400]);
    expect(await held()).toBe(PREFERENCE_LIMITS.keysPerUser);
    const refused = racing.find((r) => r.status === 400)!;
    expect(refused.body).toMatchObject({ code: 'USERS_TOO_MANY_PREFERENCES' });
    expect(refused.body.message).toContain(`at most ${PREFERENCE_LIMITS.keysPerUser} preferences`);
    // An existing key may still be saved over.
    await put('big', { small: true }).expect(200);
  });

  it('shows each user only the client sites their groups name', async () => {
    const mine = await as(sessions.premise, t.http().get('/api/v1/secure/me/clients')).expect(200);
    expect(mine.body.map((c: { description: string }) => c.description)).toEqual([
      'Riverside Vehicle Assembly',
    ]);
    const all = await as(sessions.admin, t.http().get('/api/v1/secure/me/clients')).expect(200);
    expect(all.body).toHaveLength(3);
  });
});

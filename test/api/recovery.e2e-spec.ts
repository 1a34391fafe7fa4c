import * as opaque from '@serenity-kit/opaque';
import { DataSource } from 'typeorm';
import { as, createUser, from, signIn, signInOrFail } from '../support/auth-helpers';
import { linkTokenOf, startSmtpCapture } from '../support/smtp-capture';
import { startTestApp, TestApp } from '../support/test-app';

type Smtp = Awaited<ReturnType<typeof startSmtpCapture>>;

async function waitForMail(smtp: Smtp, count: number) {
  for (let i = 0; i < 100 && smtp.messages.length < count; i++)
    await new Promise((done) => setTimeout(done, 50));
  expect(smtp.messages.length).toBe(count);
  return smtp.messages[count - 1];
}

/** The browser's side of OPAQUE registration, then the store under the link's token. */
async function setPassword(t: TestApp, token: string, userCode: string, password: string) {
  await opaque.ready;
  const { clientRegistrationState, registrationRequest } = opaque.client.startRegistration({
    password,
  });
  const step1 = await t
    .http()
    .get(`/api/v1/public/register-without-password-v2/${userCode}/${registrationRequest}`)
    .expect(200);
  expect(step1.body.ctx).toBe(userCode);
  const { registrationRecord } = opaque.client.finishRegistration({
    clientRegistrationState,
    registrationResponse: step1.body.response,
    password,
  });
  return t
    .http()
    .get(`/api/v1/secure/admin/users/token/${token}/reset/${registrationRecord}`)
    .set('X-Anti-Forgery', 'c'.repeat(32));
}

describe('password recovery and invitations', () => {
  let t: TestApp;
  let smtp: Smtp;
  const forgot = (email: string) =>
    t
      .http()
      .get(`/api/v1/secure/admin/users/${encodeURIComponent(email)}/forgot/${crypto.randomUUID()}`)
      .set('X-Anti-Forgery', 'd'.repeat(32));

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await startTestApp({
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://portal.example.com',
      TRUST_PROXY: 'loopback',
    });
    await createUser(t, { userCode: 'ann', password: 'Old-Password-1', email: 'ann@example.com' });
    await createUser(t, {
      userCode: 'off',
      password: 'Off-Password-1',
      email: 'off@example.com',
      enabled: false,
    });
    await createUser(t, {
      userCode: 'boss',
      password: 'Boss-Password-1',
      groups: ['premise:admin'],
    });
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers the same neutral result for any address and mails only active accounts', async () => {
    const known = await forgot('ann@example.com').expect(200);
    const unknown = await forgot('nobody@example.com').expect(200);
    const disabled = await forgot('off@example.com').expect(200);
    expect(unknown.body).toEqual(known.body);
    expect(disabled.body).toEqual(known.body);
    const mail = await waitForMail(smtp, 1);
    expect(mail.to).toEqual(['ann@example.com']);
    expect(mail.raw).toContain('Subject: Placement Portal: reset your password');
    expect(mail.raw).toContain('Content-Type: text/html');
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain(
      'https://portal.example.com/app/reset?token=3D',
    );
  });

  it('resets the password with a single-use link: new one works, old one and the link do not', async () => {
    const before = await signInOrFail(t, 'ann', 'Old-Password-1');
    const token = linkTokenOf(smtp.messages[0]);
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    const stored = await t.app.get(DataSource).query(`SELECT token_hash FROM user_tokens`);
    expect(stored.map((r: { token_hash: string }) => r.token_hash)).not.toContain(token);

    const lookup = await t
      .http()
      .get(`/api/v1/secure/admin/users/token/${token}/lookup`)
      .set('X-Anti-Forgery', 'e'.repeat(32))
      .expect(200);
    expect(lookup.body).toEqual({ userCode: 'ann' });
    const reset = await setPassword(t, token, 'ann', 'New-Password-2');
    expect(reset.status).toBe(200);

    await as(before, t.http().get('/api/v1/private/user')).expect(401); // sessions ended
    expect((await signIn(t, 'ann', 'Old-Password-1')).status).toBe(401);
    await signInOrFail(t, 'ann', 'New-Password-2');
    expect((await setPassword(t, token, 'ann', 'Third-Password-3')).status).toBe(404);
    await t
      .http()
      .get(`/api/v1/secure/admin/users/token/${token}/lookup`)
      .set('X-Anti-Forgery', 'e'.repeat(32))
      .expect(404);
  });

  it('refuses an expired link', async () => {
    await forgot('ann@example.com').expect(200);
    const token = linkTokenOf(await waitForMail(smtp, 2));
    await t.app
      .get(DataSource)
      .query(`UPDATE user_tokens SET expires_at = now() - interval '1 second'`);
    const res = await setPassword(t, token, 'ann', 'Expired-Password-4');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This link is invalid, already used or expired');
  });

  it('refuses a store-v2 whose username does not match the link', async () => {
    await forgot('ann@example.com').expect(200);
    const token = linkTokenOf(await waitForMail(smtp, 3));
    await opaque.ready;
    const { clientRegistrationState, registrationRequest } = opaque.client.startRegistration({
      password: 'Mismatch-5',
    });
    const step1 = await t
      .http()
      .get(`/api/v1/public/register-without-password-v2/boss/${registrationRequest}`)
      .expect(200);
    const { registrationRecord } = opaque.client.finishRegistration({
      clientRegistrationState,
      registrationResponse: step1.body.response,
      password: 'Mismatch-5',
    });
    await t
      .http()
      .post(`/api/v1/public/store-v2/boss/${registrationRecord}/${token}`)
      .set('X-Anti-Forgery', 'f'.repeat(32))
      .expect(404);
    await t
      .http()
      .post(`/api/v1/public/store-v2/ann/not-a-record/${token}`)
      .set('X-Anti-Forgery', 'f'.repeat(32))
      .expect(400);
  });

  it('invites a new user, who chooses a password from the mail and signs in', async () => {
    const admin = await signInOrFail(t, 'boss', 'Boss-Password-1');
    const created = await as(admin, t.http().post('/api/v1/secure/admin/users'))
      .send({ emailAddress: 'new.person@example.com', firstName: 'New', lastName: 'Person' })
      .expect(201);
    expect(created.body).toMatchObject({
      userCode: 'new.person@example.com',
      hasPassword: false,
      enabled: true,
    });
    const sent = smtp.messages.length;
    await as(
      admin,
      t
        .http()
        .get(`/api/v1/secure/admin/users/invite/${created.body.userUuid}/${crypto.randomUUID()}`),
    ).expect(200);
    const mail = await waitForMail(smtp, sent + 1);
    expect(mail.raw).toContain('Subject: Placement Portal: your invitation');
    const token = linkTokenOf(mail);
    const res = await setPassword(t, token, 'new.person@example.com', 'Invited-Password-6');
    expect(res.status).toBe(200);
    await signInOrFail(t, 'new.person@example.com', 'Invited-Password-6');
    const [row] = await t.app
      .get(DataSource)
      .query(
        `SELECT EXTRACT(EPOCH FROM expires_at - created)::float AS seconds FROM user_tokens WHERE purpose = 'INVITATION'`,
      );
    expect(row.seconds).toBeCloseTo(7 * 24 * 3600, 0);
  });

  it('does the same work for any address: the request only queues the mail as a job', async () => {
    const db = t.app.get(DataSource);
    const runs = () =>
      db.query(
        `SELECT data->>'email' AS email FROM job_runs WHERE job_name = 'auth.password-reset-mail' ORDER BY created_at`,
      );
    const before = (await runs()).length;
    const mails = smtp.messages.length;
    await forgot('nobody-else@example.com').expect(200);
    await forgot('ann@example.com').expect(200);
    const queued = (await runs()).slice(before).map((r: { email: string }) => r.email);
    expect(queued).toEqual(['nobody-else@example.com', 'ann@example.com']);
    expect((await waitForMail(smtp, mails + 1)).to).toEqual(['ann@example.com']);
  });

  it('limits reset requests per address as well as per e-mail', async () => {
    const fromOne = (n: number) =>
      from(
        '203.0.113.7',
        t
          .http()
          .get(`/api/v1/secure/admin/users/walker${n}@example.com/forgot/${crypto.randomUUID()}`)
          .set('X-Anti-Forgery', 'd'.repeat(32)),
      );
    for (let n = 0; n < 20; n++) await fromOne(n).expect(200);
    const refused = await fromOne(20).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await from(
      '203.0.113.8',
      t
        .http()
        .get(`/api/v1/secure/admin/users/walker20@example.com/forgot/${crypto.randomUUID()}`)
        .set('X-Anti-Forgery', 'd'.repeat(32)),
    ).expect(200);
  });
});

import {
  TOKEN_REFUSED,
  sim,
  ds,
  demoEndpoint,
  get,
  patch,
  post,
  del,
  wd,
  useWorkdayDemo,
} from './workday-context';

/** The workday module against the Workday simulator: OAuth, SOAP, REST, faults and people. */
describe('workday (HR system) against the simulator', () => {
  useWorkdayDemo();

  describe('endpoint administration', () => {
    const ENDPOINTS = 'secure/workday/endpoints';
    const body = () => ({
      description: 'Added by the admin',
      uri: sim.url,
      tenant: sim.tenant,
      isu: 'ISU_Added',
      clientId: sim.clientId,
      clientSecret: sim.clientSecret,
      refreshToken: 'not-yet-the-right-token',
      canRead: true,
      canWrite: true,
      isProduction: false,
    });
    const listed = async (id: string) =>
      (await get('admin', ENDPOINTS).expect(200)).body.find(
        (e: { workdayApiUuid: string }) => e.workdayApiUuid === id,
      );
    const audits = (id: string) =>
      ds.query(
        `SELECT action, actor_user_uuid, before, after FROM audit_entries
          WHERE entity_type = 'workday-endpoint' AND entity_id = $1 ORDER BY at`,
        [id],
      );

    it('adds, edits, uses the new secrets, and removes an endpoint, never answering secrets', async () => {
      const created = (await post('admin', ENDPOINTS).send(body()).expect(201)).body;
      const id = created.workdayApiUuid as string;
      expect(created).toEqual({
        workdayApiUuid: expect.any(String),
        description: 'Added by the admin',
        uri: sim.url,
        tenant: sim.tenant,
        isu: 'ISU_Added',
        clientId: sim.clientId,
        apiVersion: 'v44.0',
        canRead: true,
        canWrite: true,
        isProduction: false,
        isDefault: false,
        authenticated: false,
        tokenExpiration: null,
      });
      expect(await listed(id)).toEqual(created);
      const everything = JSON.stringify([
        (await get('admin', ENDPOINTS).expect(200)).body,
        await audits(id),
        await ds.query(`SELECT * FROM workday_endpoints WHERE workday_api_uuid = $1`, [id]),
      ]);
      expect(everything).not.toContain(sim.clientSecret);
      expect(everything).not.toContain('not-yet-the-right-token');
      await post('dev', ENDPOINTS).send(body()).expect(409);

      // The wrong refresh token it was given is the one Workday is asked with.
      expect((await get('admin', `${wd(id)}/bearer`).expect(502)).body.message).toBe(
        TOKEN_REFUSED(400),
      );
      await patch('dev', `${ENDPOINTS}/${id}`).send({ refreshToken: sim.refreshToken }).expect(200);
      await get('admin', `${wd(id)}/bearer`).expect(200);
      expect((await listed(id)).authenticated).toBe(true);

      // Flags: read-only refuses a forced refresh; a new secret drops the cached token.
      const readOnly = (
        await patch('admin', `${ENDPOINTS}/${id}`)
          .send({ canWrite: false, description: 'Edited by the admin' })
          .expect(200)
      ).body;
      expect(readOnly).toMatchObject({
        canWrite: false,
        description: 'Edited by the admin',
        authenticated: true,
      });
      expect((await get('admin', `${wd(id)}/bearer/force`).expect(403)).body.message).toMatch(
        /read-only/,
      );
      const rotated = (
        await patch('admin', `${ENDPOINTS}/${id}`)
          .send({ canWrite: true, clientSecret: 'a-wrong-secret' })
          .expect(200)
      ).body;
      expect(rotated).toMatchObject({ canWrite: true, authenticated: false });
      expect((await get('admin', `${wd(id)}/bearer/force`).expect(502)).body.message).toBe(
        TOKEN_REFUSED(401),
      );
      await patch('admin', `${ENDPOINTS}/${id}`)
        .send({ clientSecret: sim.clientSecret })
        .expect(200);
      await get('admin', `${wd(id)}/bearer/force`).expect(200);

      const trail = await audits(id);
      expect(trail.map((a: { action: string }) => a.action)).toEqual([
        'create',
        'update',
        'update',
        'update',
        'update',
      ]);
      expect(trail[2]).toMatchObject({
        before: { canWrite: true, description: 'Added by the admin' },
        after: { canWrite: false, description: 'Edited by the admin' },
      });
      expect(trail[3].after).toEqual({ canWrite: true, secretsChanged: ['clientSecret'] });
      expect(JSON.stringify(trail)).not.toContain('a-wrong-secret');

      const removed = (await del('admin', `${ENDPOINTS}/${id}`).expect(200)).body;
      expect(removed).toMatchObject({ workdayApiUuid: id, description: 'Edited by the admin' });
      expect(await listed(id)).toBeUndefined();
      await get('admin', `${wd(id)}/bearer`).expect(404);
      await del('admin', `${ENDPOINTS}/${id}`).expect(404);
      await patch('admin', `${ENDPOINTS}/${id}`).send({ canRead: false }).expect(404);
      expect((await audits(id)).at(-1)).toMatchObject({ action: 'delete', after: null });
    });

    it('refuses callers other than admins and developers', async () => {
      for (const who of ['staffing', 'recruiter', 'premise']) {
        await post(who, ENDPOINTS).send(body()).expect(403);
        await patch(who, `${ENDPOINTS}/${demoEndpoint}`).send({ canRead: true }).expect(403);
        await del(who, `${ENDPOINTS}/${demoEndpoint}`).expect(403);
      }
      expect(await listed(demoEndpoint)).toMatchObject({ canRead: true });
    });

    it('answers bad input with a 400 naming the field, and writes nothing', async () => {
      const before = (await get('admin', ENDPOINTS).expect(200)).body.length;
      const refused = async (send: object, field: RegExp) => {
        const res = await post('admin', ENDPOINTS).send(send).expect(400);
        expect(res.body.message).toMatch(field);
      };
      await refused(
        { ...body(), uri: 'ftp://files.example.com' },
        /^uri must be an http or https URL$/,
      );
      await refused({ ...body(), uri: 'not a url' }, /uri/);
      await refused({ ...body(), tenant: 'a/b' }, /^tenant is letters/);
      await refused({ ...body(), canRead: 'yes' }, /^canRead must be true or false$/);
      await refused({ ...body(), apiVersion: '44' }, /^apiVersion is like v44.0$/);
      await refused({ ...body(), description: '   ' }, /^description is required$/);
      await refused({ ...body(), description: 'x'.repeat(201) }, /description is at most 200/);
      await refused({ ...body(), clientSecret: undefined }, /clientSecret is required/);
      await refused({ ...body(), refreshToken: undefined }, /refreshToken is required/);
      await refused({ ...body(), colour: 'red' }, /colour/);
      const url = `${ENDPOINTS}/${demoEndpoint}`;
      expect((await patch('admin', url).send({}).expect(400)).body.message).toBe(
        'Name at least one field to change',
      );
      expect(
        (await patch('admin', url).send({ description: null }).expect(400)).body.message,
      ).toMatch(/^description cannot be null/);
      await patch('admin', url).send({ uri: 'javascript:alert(1)' }).expect(400);
      await patch('admin', url).send({ clientSecret: '' }).expect(400);
      await patch('admin', `${ENDPOINTS}/not-a-uuid`).send({ canRead: true }).expect(400);
      await del('admin', `${ENDPOINTS}/not-a-uuid`).expect(400);
      expect((await get('admin', ENDPOINTS).expect(200)).body.length).toBe(before);
      expect(await listed(demoEndpoint)).toMatchObject({
        description: 'Workday simulator (demo tenant)',
        uri: sim.url,
      });
    });
  });
});

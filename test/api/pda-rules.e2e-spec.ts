import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { PDA_STATUSES, type PdaStatus } from '@domain/status';
import { levelUuidOf } from '@domain/tree-levels';
import { as, signInOrFail, SignedIn } from '../support/auth-helpers';
import { startSeededApp } from '../support/demo-app';
import type { TestApp } from '../support/test-app';

/** The match rule of decision 0012, written out independently of the implementation. */
const ALLOWED: Record<PdaStatus, PdaStatus[]> = {
  INPROGRESS: ['COMPLETED', 'DELETED'],
  COMPLETED: ['INPROGRESS', 'APPROVED', 'DELETED'],
  APPROVED: ['INPROGRESS', 'ARCHIVED', 'DELETED'],
  ARCHIVED: ['INPROGRESS', 'DELETED'],
  DELETED: ['INPROGRESS'],
};

describe('PDA rules end to end', () => {
  let t: TestApp;
  let admin: SignedIn;
  let ds: DataSource;

  beforeAll(async () => {
    const { t: app, credentials } = await startSeededApp();
    t = app;
    ds = t.app.get(DataSource);
    admin = await signInOrFail(
      t,
      'admin',
      credentials.find((c) => c.userCode === 'admin')!.password,
    );
  });

  afterAll(async () => {
    await t.close();
  });

  async function pdaIn(status: PdaStatus): Promise<string> {
    const [row] = await ds.query(
      `SELECT p.pda_uuid FROM pdas p JOIN pda_types t ON t.pda_type_uuid = p.pda_type_uuid
        WHERE t.editable AND p.takt_time > 0 LIMIT 1`,
    );
    await ds.query(`UPDATE pdas SET pda_status_enum = $2 WHERE pda_uuid = $1`, [
      row.pda_uuid,
      status,
    ]);
    return row.pda_uuid;
  }

  it.each(
    PDA_STATUSES.flatMap((from) =>
      PDA_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const),
    ),
  )('%s -> %s follows the design', async (from, to) => {
    const pdaUuid = await pdaIn(from);
    const res = await as(admin, t.http().patch(`/api/v1/secure/pda/${pdaUuid}/status/${to}`));
    if (ALLOWED[from].includes(to)) {
      expect(res.status).toBe(200);
      expect(res.body.pdaStatusEnum).toBe(to);
    } else {
      expect(res.status).toBe(409);
      expect(res.body.details.info.allowed).toEqual(ALLOWED[from]);
    }
  });

  it('keeps both of two concurrent edits of one field from being lost', async () => {
    const pdaUuid = await pdaIn('INPROGRESS');
    const [field] = await ds.query(
      `SELECT f.pda_type_field_uuid FROM pda_type_fields f JOIN pdas p ON p.pda_type_uuid = f.pda_type_uuid
        WHERE p.pda_uuid = $1 AND f.format = 'text'`,
      [pdaUuid],
    );
    const path = `/api/v1/secure/pda/${pdaUuid}/pda-field/${field.pda_type_field_uuid}`;
    const current = (await as(admin, t.http().get(path)).expect(200)).body.version;
    const [a, b] = await Promise.all([
      as(admin, t.http().post(path)).send({ value: 'first editor', version: current }),
      as(admin, t.http().post(path)).send({ value: 'second editor', version: current }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? 'first editor' : 'second editor';
    const loser = a.status === 409 ? a : b;
    expect(loser.body.details.info.current).toMatchObject({
      stringValue: winner,
      version: current + 1,
    });
    expect((await as(admin, t.http().get(path)).expect(200)).body.stringValue).toBe(winner);
  });

  it('prints the PDA description and a demand into its PDF', async () => {
    const [row] = await ds.query(
      `SELECT p.pda_uuid, p.description, c.description AS capability FROM pdas p
         JOIN pda_demands d ON d.pda_uuid = p.pda_uuid JOIN capabilities c ON c.capability_uuid = d.capability_uuid
        WHERE c.units = 'KG' LIMIT 1`,
    );
    const res = await t
      .http()
      .get(`/api/v1/secure/pda/${row.pda_uuid}/pdf?jwt=${admin.jwt}`)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const file = join(mkdtempSync(join(tmpdir(), 'pda-pdf-')), 'pda.pdf');
    writeFileSync(file, res.body as Buffer);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
    expect(text).toContain(row.description);
    expect(text).toContain(row.capability);
    expect(text).toMatch(/\d+ kg \(\d+(\.\d)? lbs\)/);
  });

  it.each([
    ['premise', 200],
    ['staffing', 403],
    ['recruiter', 403],
  ])('lets %s change PDAs of their client: %i', async (role, status) => {
    const pdaUuid = await pdaIn('INPROGRESS');
    const users = await seedCredentials();
    const session = await signInOrFail(t, role, users[role]);
    const [own] = await ds.query(
      `SELECT p.pda_uuid FROM pdas p JOIN tree_nodes n ON n.node_uuid = p.node_uuid
         JOIN tree_nodes c ON c.node_uuid = n.ancestors[2] JOIN pda_types ty ON ty.pda_type_uuid = p.pda_type_uuid
        WHERE c.description LIKE 'Riverside%' AND ty.editable AND p.pda_uuid <> $1 LIMIT 1`,
      [pdaUuid],
    );
    const res = await as(
      session,
      t.http().patch(`/api/v1/secure/pda/${own.pda_uuid}/description/Renamed%20PDA`),
    );
    expect(res.status).toBe(status);
  });

  let credentialsCache: Record<string, string> | undefined;
  async function seedCredentials(): Promise<Record<string, string>> {
    if (credentialsCache) return credentialsCache;
    // The demo passwords were printed once; set known ones for the role checks.
    const { registrationRecordFor } = await import('@server/modules/auth/opaque-registration');
    const { SecretsService } = await import('@server/modules/auth/secrets.service');
    const setup = t.app.get(SecretsService).opaqueServerSetup;
    credentialsCache = {};
    for (const role of ['premise', 'staffing', 'recruiter']) {
      const password = `${role[0].toUpperCase()}${role.slice(1)}-Secret-1`;
      await ds.query(`UPDATE users SET registration_record = $2 WHERE user_code = $1`, [
        role,
        await registrationRecordFor(setup, role, password),
      ]);
      credentialsCache[role] = password;
    }
    return credentialsCache;
  }

  it('refuses every node action to read-only roles and protects the tenant and client sites', async () => {
    const users = await seedCredentials();
    const tenant = '00000000-0000-0000-0000-000000000000';
    const [client] = await ds.query(
      `SELECT node_uuid FROM tree_nodes WHERE description LIKE 'Riverside%' AND level_uuid = $1`,
      [levelUuidOf('NAMC')],
    );
    const [shop] = await ds.query(
      `SELECT node_uuid FROM tree_nodes WHERE parent_node_uuid = $1 AND level_uuid = $2 LIMIT 1`,
      [client.node_uuid, levelUuidOf('Production Shop')],
    );
    for (const role of ['staffing', 'recruiter']) {
      const session = await signInOrFail(t, role, users[role]);
      const patch = (path: string) => as(session, t.http().patch(`/api/v1/private/${path}`));
      for (const res of [
        await patch(`nodes/${shop.node_uuid}/_actions/rename`).send({ name: 'X' }),
        await patch(
          `nodes/${shop.node_uuid}/_actions/create/${levelUuidOf('Production Section')}/X`,
        ),
        await patch(`nodes/${shop.node_uuid}/_actions/disable`),
        await patch(`nodes/${shop.node_uuid}/_actions/enable`),
        await patch(`nodes/${shop.node_uuid}/_actions/trash`),
        await patch(`nodes/${shop.node_uuid}/_actions/move/${client.node_uuid}`),
        await patch(`tennants/${tenant}/_actions/create-client/X`),
      ]) {
        expect(res.status).toBe(403);
      }
    }
    const patchAdmin = (path: string) => as(admin, t.http().patch(`/api/v1/private/${path}`));
    expect((await patchAdmin(`nodes/${tenant}/_actions/rename`).send({ name: 'X' })).status).toBe(
      403,
    );
    expect((await patchAdmin(`nodes/${tenant}/_actions/disable`)).status).toBe(403);
    expect((await patchAdmin(`nodes/${client.node_uuid}/_actions/move/${tenant}`)).status).toBe(
      403,
    );
    const premise = await signInOrFail(t, 'premise', users.premise);
    expect(
      (
        await as(
          premise,
          t.http().patch(`/api/v1/private/nodes/${client.node_uuid}/_actions/disable`),
        )
      ).status,
    ).toBe(403);
  });
});

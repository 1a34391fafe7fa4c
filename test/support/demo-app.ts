import { DataSource } from 'typeorm';
import { seedDemoData } from '@server/database/seed/demo-seed';
import { signInOrFail, type SignedIn } from './auth-helpers';
import { startTestApp, type TestApp } from './test-app';

export interface DemoApp {
  t: TestApp;
  ds: DataSource;
  admin: SignedIn;
  /** The demo users' passwords by user code. */
  passwords: Record<string, string>;
}

/** A test app on a fresh database with the demo data, signed in as the demo admin. */
export async function startDemoApp(env: Record<string, string> = {}): Promise<DemoApp> {
  const t = await startTestApp(env);
  const ds = t.app.get(DataSource);
  const { credentials } = await seedDemoData(ds, { scale: 1 });
  const passwords = Object.fromEntries(credentials.map((c) => [c.userCode, c.password]));
  const admin = await signInOrFail(t, 'admin', passwords.admin);
  return { t, ds, admin, passwords };
}

/**
 * An editable PDA in the Riverside site, which the demo staffing and recruiting users can see
 * (so they meet 403, not 404, where they may not write).
 */
export async function riversidePda(ds: DataSource): Promise<string> {
  const [pda] = await ds.query(
    `SELECT p.pda_uuid FROM pdas p JOIN tree_nodes n ON n.node_uuid = p.node_uuid
       JOIN tree_nodes c ON c.node_uuid = n.ancestors[2] JOIN pda_types ty ON ty.pda_type_uuid = p.pda_type_uuid
      WHERE c.description LIKE 'Riverside%' AND ty.editable LIMIT 1`,
  );
  return pda.pda_uuid;
}

/** A PDA of the read-only legacy type. */
export async function legacyPda(ds: DataSource): Promise<string> {
  const [legacy] = await ds.query(
    `SELECT p.pda_uuid FROM pdas p JOIN pda_types ty ON ty.pda_type_uuid = p.pda_type_uuid
      WHERE NOT ty.editable LIMIT 1`,
  );
  return legacy.pda_uuid;
}

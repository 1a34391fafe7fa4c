import { signInOrFail, type SignedIn } from '../support/auth-helpers';
import { startDemoApp, type DemoApp } from '../support/demo-app';
import { startTestApp, type TestApp } from '../support/test-app';
import { CACHE_REGIONS } from '@server/modules/cache/cache-regions';

/** Every region of the app, as the 404 names them (sorted). */
export const KNOWN = Object.keys(CACHE_REGIONS).sort();

export const SEED_FIELDS = [
  'byteCount',
  'cacheName',
  'cacheSize',
  'cacheStatus',
  'hitCountAux',
  'hitCountRam',
  'missCountExpired',
  'missCountNotFound',
];

export type RegionInfo = Record<string, number | string>;

export interface TwoInstances {
  demo: DemoApp;
  a: TestApp;
  b: TestApp;
  /** Every demo user, signed in once (sessions are shared through the database). */
  sessions: Record<string, SignedIn>;
}

/** Two app instances on one database: A (with the demo data) and B. */
export async function startTwoInstances(): Promise<TwoInstances> {
  const demo = await startDemoApp();
  const b = await startTestApp({}, { database: demo.t.database });
  const sessions: Record<string, SignedIn> = {};
  for (const [userCode, password] of Object.entries(demo.passwords))
    sessions[userCode] = await signInOrFail(demo.t, userCode, password);
  return { demo, a: demo.t, b, sessions };
}

export async function stopTwoInstances(apps: TwoInstances | undefined): Promise<void> {
  await apps?.b.close();
  await apps?.a.close();
}

export interface ClientRow {
  nodeUuid: string;
  timeZone: string;
}

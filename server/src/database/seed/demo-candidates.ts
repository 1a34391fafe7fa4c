import { createRequire } from 'node:module';
import { join } from 'node:path';
import { findRoot } from '@server/modules/platform/build-info';

/** What the HR simulator's fixture tenant says of demo candidate serial n. */
interface FixtureCandidates {
  demoCandidateId(serial: number): string;
  demoCandidateName(serial: number): { firstName: string; lastName: string };
}

let loaded: FixtureCandidates | undefined;

/**
 * The HR simulator's fixture tenant (scripts/workday-simulator/fixture-tenant.mjs) is the one
 * source of the demo candidates' ids and names: the demo seed takes them from it, so person
 * CAND-1011219 has the same name in the portal and in the HR system. An ES module, required
 * (Node 20.19 and newer load ES modules by require).
 */
export function fixtureCandidates(): FixtureCandidates {
  loaded ??= createRequire(__filename)(
    join(findRoot(__dirname), 'scripts', 'workday-simulator', 'fixture-tenant.mjs'),
  ) as FixtureCandidates;
  return loaded;
}

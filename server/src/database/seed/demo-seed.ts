import type { DataSource } from 'typeorm';
import { ChangeLogEntry } from '@server/modules/shell/entities/change-log-entry.entity';
import { NavLink } from '@server/modules/shell/entities/nav-link.entity';
import { TreeNode } from '@server/modules/tree/entities/tree-node.entity';
import { SeededRandom } from './random';
import { DEMO_CHANGE_LOG, DEMO_NAV_LINKS } from './shell-seed';
import { clientSiteName, clientSiteZone, insertInChunks, PlantTreeBuilder } from './tree-seed';
import { loadServerSecrets } from '@server/modules/auth/secrets.service';
import { DemoCredential, seedDemoUsers } from './users-seed';
import { seedPdas, type PdaSeedSummary } from './pda-seed';
import { seedSchedulerTriggers } from './scheduler-seed';
import { seedPeopleAndExams } from './people-exams-seed';
import { seedNhp } from './nhp-seed';
import { MatchRecomputeService } from '@server/modules/match/match-recompute.service';
import { MatchInputsRepository } from '@server/modules/match/match-inputs.repository';
import { MatchSetsRepository } from '@server/modules/match/match-sets.repository';
import { poolMembershipOver } from '@server/modules/nhp/nhp-pool-membership';

export const DEMO_SEED = 20250361;
export const CLIENTS_PER_SCALE = 3;
export const PDAS_PER_SCALE = 500;

export interface SeedOptions {
  /** 1 gives the demo (three client sites, about 3,000 nodes); N gives N times the clients. */
  scale: number;
  /** The admin's password; the other demo users get generated ones. */
  adminPassword?: string;
  /** OPAQUE_SERVER_SETUP when the operator set one. */
  opaqueServerSetup?: string;
}

export interface SeedSummary {
  credentials: DemoCredential[];
  pdas: PdaSeedSummary;
  clients: number;
  treeNodes: number;
  navLinks: number;
  changeLogEntries: number;
}

/** Empty means nothing but the reference rows the migrations insert (levels, tenant). */
export async function isDatabaseEmpty(dataSource: DataSource): Promise<boolean> {
  const [{ count }] = await dataSource.query(
    `SELECT count(*)::int AS count FROM tree_nodes WHERE parent_node_uuid IS NOT NULL`,
  );
  return count === 0;
}

/** Loads the demo organisation in one transaction; later modules add their parts here. */
export async function seedDemoData(
  dataSource: DataSource,
  options: SeedOptions,
): Promise<SeedSummary> {
  const random = new SeededRandom(DEMO_SEED);
  const tree = new PlantTreeBuilder(random);
  const clients = CLIENTS_PER_SCALE * Math.max(1, Math.floor(options.scale));
  const clientNames = Array.from({ length: clients }, (_, i) => clientSiteName(i));
  const clientSites = clientNames.map((name, i) => ({
    name,
    nodeUuid: tree.addClient(name, clientSiteZone(i)),
  }));
  const { opaqueServerSetup } = await loadServerSecrets(dataSource, {
    opaqueServerSetup: options.opaqueServerSetup,
  });

  const { credentials, pdas } = await dataSource.transaction(async (manager) => {
    await insertInChunks(manager, TreeNode, tree.nodes);
    await insertInChunks(
      manager,
      NavLink,
      DEMO_NAV_LINKS.map((link, ordinal) => ({
        ...link,
        navLinkUuid: random.uuid(),
        parentNavLinkUuid: null,
        enabled: true,
        ordinal,
      })),
    );
    await insertInChunks(
      manager,
      ChangeLogEntry,
      DEMO_CHANGE_LOG.map((entry) => ({ ...entry, changeLogEntryUuid: random.uuid() })),
    );
    const pdaSummary = await seedPdas(
      manager,
      random,
      PDAS_PER_SCALE * Math.max(1, Math.floor(options.scale)),
    );
    const demoCredentials = await seedDemoUsers(
      manager,
      random,
      clientSites,
      opaqueServerSetup,
      options.adminPassword,
    );
    await seedSchedulerTriggers(manager);
    await seedPeopleAndExams(manager, random);
    await seedNhp(manager);
    return { credentials: demoCredentials, pdas: pdaSummary };
  });
  // Fresh statistics, so the first reads of a freshly loaded (or benchmark-size) tree get good
  // plans instead of waiting for autovacuum: subtree sums at 100,000 nodes took twice as long.
  await dataSource.query('ANALYZE');
  // Stored match results for the demo people, as the scheduler's match recompute would write.
  await new MatchRecomputeService(
    dataSource,
    new MatchInputsRepository(dataSource, poolMembershipOver(dataSource)),
    new MatchSetsRepository(dataSource),
  ).recomputeAll();
  return {
    credentials,
    pdas,
    clients,
    treeNodes: tree.nodes.length,
    navLinks: DEMO_NAV_LINKS.length,
    changeLogEntries: DEMO_CHANGE_LOG.length,
  };
}

import { DataSource } from 'typeorm';
import { createDataSource } from '@server/database/data-source';
import { isDatabaseEmpty, seedDemoData } from '@server/database/seed/demo-seed';
import { DEMO_NAV_LINKS } from '@server/database/seed/shell-seed';
import { TREE_LEVELS, TENANT_NODE_UUID } from '@domain/tree-levels';
import { createTestDatabase, TestDatabase } from '../support/test-database';
import { startWorkdaySimulator } from '../support/workday-simulator';

async function open(database: TestDatabase): Promise<DataSource> {
  // The demo seed runs as the schema owner, as at start (decision 0032).
  const dataSource = createDataSource(database.ownerUrl);
  await dataSource.initialize();
  return dataSource;
}

describe('demo data', () => {
  const databases: TestDatabase[] = [];
  const sources: DataSource[] = [];

  async function freshDataSource() {
    const database = await createTestDatabase();
    databases.push(database);
    const dataSource = await open(database);
    sources.push(dataSource);
    return dataSource;
  }

  afterAll(async () => {
    for (const source of sources) await source.destroy();
    for (const database of databases) await database.drop();
  });

  it('migrations create the fixed tree levels and the all-zero tenant', async () => {
    const ds = await freshDataSource();
    const levels = await ds.query(
      `SELECT level_uuid, description FROM tree_levels ORDER BY ordinal, description`,
    );
    expect(levels).toHaveLength(TREE_LEVELS.length);
    expect(levels.map((l: { description: string }) => l.description).sort()).toEqual(
      [
        'tenant',
        'NAMC',
        'Production Shop',
        'Production Section',
        'Production Group',
        'Production Team',
        'Production Process',
        'Non-Vehicle',
        'Cost Center',
      ].sort(),
    );
    const [tenant] = await ds.query(`SELECT * FROM tree_nodes WHERE parent_node_uuid IS NULL`);
    expect(tenant.node_uuid).toBe(TENANT_NODE_UUID);
    expect(tenant.level_uuid).toBe('00000000-0000-0000-0000-000000000000');
    expect(await isDatabaseEmpty(ds)).toBe(true);
  });

  it('loads three client sites, about 3,000 nodes, nav links and the five change-log entries', async () => {
    const ds = await freshDataSource();
    const summary = await seedDemoData(ds, { scale: 1 });
    expect(summary.clients).toBe(3);
    expect(summary.treeNodes).toBeGreaterThan(2700);
    expect(summary.treeNodes).toBeLessThan(3500);
    const clients = await ds.query(
      `SELECT description FROM tree_nodes WHERE level_uuid = '00000000-0000-0000-0001-000000000001' ORDER BY description`,
    );
    expect(clients).toHaveLength(3);
    const perLevel = await ds.query(
      `SELECT l.description, count(n.*)::int AS count FROM tree_levels l
         LEFT JOIN tree_nodes n ON n.level_uuid = l.level_uuid GROUP BY l.description`,
    );
    for (const row of perLevel) expect(row.count).toBeGreaterThan(0);
    const [{ count: links }] = await ds.query(
      `SELECT count(*)::int AS count FROM nav_links WHERE enabled`,
    );
    expect(links).toBe(DEMO_NAV_LINKS.length);
    const log = await ds.query(`SELECT description FROM change_log_entries ORDER BY entry_date`);
    expect(log.map((e: { description: string }) => e.description)).toEqual([
      "Single sign-on is enabled for one customer's users.",
      'The INPROGRESS badge colour changed.',
      'New-hire classes can be unfinalized.',
      'The PDF icon shows a clock while a PDF is generating.',
      'Match reports are created automatically when PPT assessments are finalized.',
    ]);
    expect(await isDatabaseEmpty(ds)).toBe(false);
  });

  it('stores each node with its full ancestry, so a subtree is one indexed query', async () => {
    const ds = sources[1];
    const [{ broken }] = await ds.query(
      `SELECT count(*)::int AS broken FROM tree_nodes c JOIN tree_nodes p ON p.node_uuid = c.parent_node_uuid
        WHERE c.ancestors <> p.ancestors || p.node_uuid`,
    );
    expect(broken).toBe(0);
    const [client] = await ds.query(
      `SELECT node_uuid FROM tree_nodes WHERE level_uuid = '00000000-0000-0000-0001-000000000001' LIMIT 1`,
    );
    // The demo table is small enough for a sequential scan; the point is that the index serves it.
    await ds.query('SET enable_seqscan = off');
    const forcedPlan = await ds.query(
      `EXPLAIN SELECT node_uuid FROM tree_nodes WHERE ancestors @> ARRAY[$1]::uuid[]`,
      [client.node_uuid],
    );
    expect(JSON.stringify(forcedPlan)).toContain('idx_tree_nodes_ancestors');
  });

  it('names every person holding a candidate id as the HR simulator names that candidate', async () => {
    const sim = await startWorkdaySimulator();
    try {
      const hr = new Map(sim.data.candidates.map((c) => [c.candidateId, c]));
      const people: { id: string; firstName: string; lastName: string; name: string }[] =
        await sources[1].query(
          `SELECT i.id, p.first_name AS "firstName", p.last_name AS "lastName",
                  (SELECT string_value FROM person_metas m
                    WHERE m.person_uuid = p.person_uuid AND m.metadata_field = 'NAME') AS name
             FROM person_ids i JOIN persons p ON p.person_uuid = i.person_uuid
            WHERE i.id LIKE 'CAND-%'`,
        );
      // The simulator holds the candidates of demo serials 1 to 1,000 (the demo has 1,020 people).
      const known = people.filter((p) => hr.has(p.id));
      expect(known.length).toBeGreaterThan(700);
      for (const person of known) {
        const candidate = hr.get(person.id);
        expect([person.firstName, person.lastName, person.name], person.id).toEqual([
          candidate!.firstName,
          candidate!.lastName,
          `${candidate!.firstName} ${candidate!.lastName}`,
        ]);
      }
      // The case issue 21 found: "Dev Ruiz" in the HR system was "Silva, Mara" in the portal.
      expect(people.find((p) => p.id === 'CAND-1011219')).toMatchObject({
        firstName: hr.get('CAND-1011219')!.firstName,
        lastName: hr.get('CAND-1011219')!.lastName,
      });
    } finally {
      await sim.close();
    }
  });

  it('is deterministic: the same seed gives the same tree', async () => {
    const ds = await freshDataSource();
    await seedDemoData(ds, { scale: 1 });
    const ids = (source: DataSource) =>
      source.query(`SELECT node_uuid, description FROM tree_nodes ORDER BY node_uuid`);
    expect(await ids(ds)).toEqual(await ids(sources[1]));
  });

  it('scales up for benchmarks', async () => {
    const ds = await freshDataSource();
    const summary = await seedDemoData(ds, { scale: 2 });
    expect(summary.clients).toBe(6);
    const [{ count }] = await ds.query(`SELECT count(*)::int AS count FROM tree_nodes`);
    expect(count).toBe(summary.treeNodes + 1);
  });
});

import { as } from '../support/auth-helpers';
import { demo, sessions, day, get, changeHeard, statements } from './etag-context';
import { READS, runsOf } from './etag-reads';
import {
  site,
  keeps304,
  withReadsCounted,
  sourceWritten,
  whileSiteRenamed,
  oneReadForBoth,
  useEtagWritesApp,
} from './etag-writes-context';

/**
 * Reads that show part of a table (decision 0022, "ETags that survive unrelated writes"): a
 * write they do not show keeps their 304 without the read running; one they show ends it.
 */
describe('writes a read does not show', () => {
  useEtagWritesApp();

  it("the PDA sum keeps its 304 through a PDA field save and a rename deep in the tree, and ends it on a demand or a PDA's name, not on the client site's name", async () => {
    const path = `secure/pdasum/byNode/${site}`;
    const [target] = await demo.ds.query(
      `SELECT p.pda_uuid AS pda, f.pda_type_field_uuid AS field
         FROM pdas p JOIN tree_nodes n ON n.node_uuid = p.node_uuid
         JOIN pda_types t ON t.pda_type_uuid = p.pda_type_uuid AND t.editable
         JOIN pda_type_fields f ON f.pda_type_uuid = p.pda_type_uuid AND f.format = 'text'
        WHERE n.ancestors @> ARRAY[$1]::uuid[] AND p.pda_status_enum IN ('COMPLETED', 'APPROVED')
        ORDER BY p.pda_uuid LIMIT 1`,
      [site],
    );
    const field = `secure/pda/${target.pda}/pda-field/${target.field}`;
    // A PDA field saved: the PDA's version moves, not what the sum shows of it.
    await keeps304('premise', path, READS.pdaSum, async () => {
      const { version } = (
        await as(sessions.admin, demo.t.http().get(`/api/v1/${field}`)).expect(200)
      ).body;
      await as(sessions.admin, demo.t.http().post(`/api/v1/${field}`))
        .send({ value: 'not in any sum', version })
        .expect(200);
    });
    // A node renamed below the client site (its name is nowhere in the sum).
    const [deep] = await demo.ds.query(
      `SELECT node_uuid, parent_node_uuid FROM tree_nodes
        WHERE ancestors @> ARRAY[$1]::uuid[] AND cardinality(ancestors) >= 2 ORDER BY node_uuid LIMIT 1`,
      [site],
    );
    const parent = `secure/nodes/${deep.parent_node_uuid}`;
    const parentBefore = (await get(demo.t, 'premise', parent).expect(200)).headers.etag;
    const etag = await keeps304('premise', path, READS.pdaSum, () =>
      demo.ds.query(
        `UPDATE tree_nodes SET description = description || ' renamed', version = version + 1 WHERE node_uuid = $1`,
        [deep.node_uuid],
      ),
    );
    // The node read shows the name: its ETag ends.
    const parentAfter = await get(demo.t, 'premise', parent, parentBefore).expect(200);
    expect(JSON.stringify(parentAfter.body)).toContain(' renamed');

    // The source PDA of the first sum renamed: the sum shows it.
    const [first] = (await get(demo.t, 'premise', path).expect(200)).body;
    const heard = changeHeard(demo.t, 'pdas:heads');
    await demo.ds.query(
      `UPDATE pdas SET description = description || ' (v2)' WHERE pda_uuid = $1`,
      [first.sourcePDA.pdaUuid],
    );
    await heard;
    const renamed = await get(demo.t, 'premise', path, etag).expect(200);
    expect(renamed.body[0].sourcePDA.description).toBe(`${first.sourcePDA.description} (v2)`);

    // A demand raised to the top: its capability's sum comes from it.
    const [demand] = await demo.ds.query(
      `SELECT d.pda_uuid, d.capability_uuid FROM pda_demands d JOIN capabilities c USING (capability_uuid)
        WHERE d.pda_uuid = $1 AND c.direction = 'AT_LEAST' AND d.value ~ '^[0-9]+$' LIMIT 1`,
      [target.pda],
    );
    const demandHeard = changeHeard(demo.t, 'pda_demands');
    await demo.ds.query(
      `UPDATE pda_demands SET value = '99999' WHERE pda_uuid = $1 AND capability_uuid = $2`,
      [demand.pda_uuid, demand.capability_uuid],
    );
    await demandHeard;
    const raised = await get(demo.t, 'premise', path, renamed.headers.etag).expect(200);
    expect(raised.body).toContainEqual(
      expect.objectContaining({
        capabilityUuid: demand.capability_uuid,
        value: '99999',
        sourcePDA: expect.objectContaining({ pdaUuid: target.pda }),
      }),
    );

    // The client site renamed: access goes by its identity (decision 0031), so premise of
    // Riverside keeps it, and the sum, which names no site, is unchanged.
    await whileSiteRenamed(() => get(demo.t, 'premise', path, raised.headers.etag).expect(304));
  });

  it('one read of a PDA sum serves every caller who may see it, until its sources or the caller change it', async () => {
    const path = `secure/pdasum/byNode/${site}`;
    // Nothing held from earlier tests: a change of a source first.
    await sourceWritten('capabilities', 'code');
    const runs = await runsOf(statements, READS.pdaSum);
    const placeRuns = await runsOf(statements, READS.nodeWithAncestors);
    const asAdmin = await get(demo.t, 'admin', path).expect(200);
    // The node's place is the node read's shared one: read at most once for all callers.
    const placeReads = await placeRuns();
    expect(placeReads).toBeLessThanOrEqual(1);
    const asPremise = await get(demo.t, 'premise', path).expect(200);
    expect(asPremise.body).toEqual(asAdmin.body);
    expect(await runs()).toBe(1);
    // The access check is each caller's own, on that place.
    await get(demo.t, 'lakeview', path).expect(404);
    expect(await placeRuns()).toBe(placeReads);
    // A caller who wrote here reads afresh, before their write's events arrive.
    const [target] = await demo.ds.query(
      `SELECT p.pda_uuid AS pda, f.pda_type_field_uuid AS field
           FROM pdas p JOIN pda_type_fields f ON f.pda_type_uuid = p.pda_type_uuid AND f.format = 'text'
           JOIN pda_types t ON t.pda_type_uuid = p.pda_type_uuid AND t.editable
           JOIN tree_nodes n ON n.node_uuid = p.node_uuid
          WHERE n.ancestors @> ARRAY[$1]::uuid[] ORDER BY p.pda_uuid LIMIT 1`,
      [site],
    );
    const field = `/api/v1/secure/pda/${target.pda}/pda-field/${target.field}`;
    const { version } = (await as(sessions.admin, demo.t.http().get(field)).expect(200)).body;
    await as(sessions.admin, demo.t.http().post(field))
      .send({ value: 'a write of the admin', version })
      .expect(200);
    await get(demo.t, 'admin', path).expect(200);
    expect(await runs()).toBe(2);
    await get(demo.t, 'premise', path).expect(200);
    expect(await runs()).toBe(2);
  });

  it("one read of a day's roster serves every caller, each shown only the sites they may see rosters of", async () => {
    const path = `secure/rosters/${day}`;
    const bump = () => sourceWritten('exam_types', 'kind');
    await bump();
    await withReadsCounted(READS.rosterDay, async (runs) => {
      type Roster = { locations: { clientDescription: string }[] };
      const asLakeview: Roster = (await get(demo.t, 'lakeview', path).expect(200)).body;
      const asAdmin: Roster = (await get(demo.t, 'admin', path).expect(200)).body;
      expect(await runs()).toBe(1);
      // The admin's is the whole day; Lakeview's user sees Lakeview's locations of it only,
      // without the match reasons, which only the reasons right reads (decision 0038).
      expect(asAdmin.locations.some((l) => !l.clientDescription.startsWith('Lakeview'))).toBe(true);
      const withoutReasons = (locations: Roster['locations']): Roster['locations'] =>
        JSON.parse(JSON.stringify(locations), (key, value) =>
          key === 'collPersonMetas'
            ? value.filter(
                (m: { metadataField: string }) => m.metadataField !== 'GRADE_REASONS_CACHE',
              )
            : value,
        );
      expect(JSON.stringify(asLakeview)).not.toContain('GRADE_REASONS_CACHE');
      expect(asLakeview.locations).toEqual(
        withoutReasons(asAdmin.locations.filter((l) => l.clientDescription.startsWith('Lakeview'))),
      );
      // A source written: the next caller reads afresh.
      await bump();
      await get(demo.t, 'lakeview', path).expect(200);
      expect(await runs()).toBe(2);
    });
  });

  it('one read of what lies under a node serves every caller who may see the node', async () => {
    const path = `secure/nodes/${site}`;
    const bump = () => sourceWritten('tree_levels', 'ordinal');
    await bump();
    await withReadsCounted(READS.nodeWithAncestors, (nodeRuns) =>
      withReadsCounted(READS.nodeContents, async (runs) => {
        await oneReadForBoth(path, runs);
        // The node with its ancestors too: one read for every caller.
        expect(await nodeRuns()).toBe(1);
        // The access check is each caller's own, on the shared node: still a 404.
        await get(demo.t, 'lakeview', path).expect(404);
        expect(await runs()).toBe(1);
        expect(await nodeRuns()).toBe(1);
        await bump();
        await get(demo.t, 'premise', path).expect(200);
        expect(await runs()).toBe(2);
        expect(await nodeRuns()).toBe(2);
      }),
    );
  });
});

import { randomUUID } from 'node:crypto';
import type { MockInstance } from 'vitest';
import { DataSource } from 'typeorm';
import { EventBusService, type PortalEvent } from '@server/common/events/event-bus.service';
import { levelUuidOf } from '@domain/tree-levels';
import { watchedAspects, watchedTables } from '@server/common/read-reuse/read-sources';
import { TABLES_REGION, TableVersions } from '@server/common/read-reuse/table-versions';
import { ExamCatalogueService } from '@server/modules/exams/exam-catalogue.service';
import { ExamsService } from '@server/modules/exams/exams.service';
import { PdaSumsRepository } from '@server/modules/pda/pda-sums.repository';
import { PdaSumsService } from '@server/modules/pda/pda-sums.service';
import { PdaRepository } from '@server/modules/pda/pda.repository';
import { PdaService } from '@server/modules/pda/pda.service';
import { RosterService } from '@server/modules/roster/roster.service';
import { NodesRepository } from '@server/modules/tree/nodes.repository';
import { as, type SignedIn } from '../support/auth-helpers';
import {
  examFixtures,
  signInDemoUsers,
  startDemoApp,
  type DemoApp,
  type ExamFixtures,
} from '../support/demo-app';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Cheap polls (issue 20, decision 0022): polled reads answer 304 on an unchanged ETag without
 * running, and a change by anyone, on any instance, gives the next poll a fresh answer. Two
 * instances on one database; where a change must first reach an instance, the test waits for
 * that instance's own event (no sleeping, no timing).
 */
describe('ETags and 304 on polled reads', () => {
  let demo: DemoApp;
  let b: TestApp;
  let sessions: Record<string, SignedIn>;
  let fx: ExamFixtures;
  const today = new Date();
  const day = `${today.getFullYear()}/${today.getMonth() + 1}/${today.getDate()}`;

  beforeAll(async () => {
    demo = await startDemoApp();
    b = await startTestApp({}, { database: demo.t.database });
    sessions = await signInDemoUsers(demo);
    fx = await examFixtures(demo.ds);
  });

  afterAll(async () => {
    await b?.close();
    await demo?.t.close();
  });

  const get = (t: TestApp, who: string, path: string, etag?: string) => {
    const request = as(sessions[who], t.http().get(`/api/v1/${path}`));
    return etag ? request.set('If-None-Match', etag) : request;
  };
  const setField = (who: string, value: string) =>
    as(
      sessions[who],
      demo.t
        .http()
        .patch(`/api/v1/secure/exams/${fx.pendingExam}/exam-fields/${fx.numericField.uuid}`),
    ).send({ value });
  /** Resolves once `t` has heard that `table` changed (its TableVersions counts it then). */
  function changeHeard(t: TestApp, table: string): Promise<void> {
    return new Promise((resolve) => {
      const stop = t.app.get(EventBusService).subscribe((event: PortalEvent) => {
        if (event.kind === 'CACHE' && event.region === TABLES_REGION && event.key === table) {
          stop();
          resolve();
        }
      });
    });
  }

  it('answers 304 to an unchanged ETag without running the read', async () => {
    const path = `secure/exams/${fx.pendingExam}`;
    const first = await get(demo.t, 'premise', path).expect(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const reads = vi.spyOn(demo.t.app.get(ExamsService), 'get');
    try {
      // As fetch() sends it when the caller sets If-None-Match itself: with no-cache.
      const again = await get(demo.t, 'premise', path, etag)
        .set('Cache-Control', 'no-cache')
        .expect(304);
      expect(again.headers.etag).toBe(etag);
      expect(again.text).toBe('');
      expect(reads).not.toHaveBeenCalled();
      // Without If-None-Match the answer is read and sent whole.
      await get(demo.t, 'premise', path).expect(200);
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
  });

  it('sends the JSON it hashed for the ETag, typed as JSON, the handler’s answer unchanged', async () => {
    const path = `secure/exams/${fx.pendingExam}`;
    const answer = await get(demo.t, 'premise', path).expect(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers.etag).toMatch(/^W\/".+"$/);
    // The exam itself, in the bytes JSON.stringify gives (Fastify's own serialisation before).
    expect(answer.body).toMatchObject({ examUuid: fx.pendingExam });
    expect(answer.text).toBe(JSON.stringify(answer.body));
  });

  it('gzips a large cached answer for callers who accept it, each caller with an ETag of their own', async () => {
    const path = `secure/rosters/${day}`;
    const asAdmin = await get(demo.t, 'admin', path).set('Accept-Encoding', 'gzip').expect(200);
    expect(asAdmin.headers['content-encoding']).toBe('gzip');
    expect(asAdmin.headers.vary).toContain('accept-encoding');
    expect(asAdmin.headers['content-type']).toBe('application/json; charset=utf-8');
    // (supertest unzips: the text is what was compressed.)
    expect(asAdmin.text.length).toBeGreaterThan(1024);
    expect(asAdmin.text).toBe(JSON.stringify(asAdmin.body));
    // A caller shown part of the day: their own part, compressed as well, their own ETag.
    const asLakeview = await get(demo.t, 'lakeview', path)
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(asLakeview.headers['content-encoding']).toBe('gzip');
    expect(asLakeview.text).toBe(JSON.stringify(asLakeview.body));
    expect(asLakeview.text).not.toBe(asAdmin.text);
    expect(asLakeview.headers.etag).not.toBe(asAdmin.headers.etag);
    // A caller who does not accept gzip gets the text as it is.
    const plain = await get(demo.t, 'admin', path).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(asAdmin.text);
    // Holding the current ETag: a 304 with no body and no encoding.
    const again = await get(demo.t, 'admin', path, asAdmin.headers.etag)
      .set('Accept-Encoding', 'gzip')
      .expect(304);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.text).toBe('');
  });

  it("answers 200 with a new ETag after another user's write, on this instance and the other", async () => {
    const path = `private/exams/${fx.pendingExam}/exam-fields`;
    const onA = (await get(demo.t, 'premise', path).expect(200)).headers.etag;
    const onB = (await get(b, 'premise', path).expect(200)).headers.etag;
    // Both instances hold the answer: the ETag is of the body and caller, not of the instance.
    expect(onB).toBe(onA);
    await get(b, 'premise', path, onB).expect(304);

    const heardA = changeHeard(demo.t, 'exam_fields');
    const heardB = changeHeard(b, 'exam_fields');
    await setField('admin', '3').expect(200);
    await Promise.all([heardA, heardB]);

    for (const t of [demo.t, b]) {
      const after = await get(t, 'premise', path, onA).expect(200);
      expect(after.headers.etag).not.toBe(onA);
      expect(after.body).toEqual([expect.objectContaining({ stringValue: '3' })]);
      await get(t, 'premise', path, after.headers.etag).expect(304);
    }
  });

  it('a write seen only in the database (no audit, no DIRTY) still ends the 304s', async () => {
    const path = `secure/rosters/${day}`;
    const etag = (await get(b, 'premise', path).expect(200)).headers.etag;
    await get(b, 'premise', path, etag).expect(304);
    const heard = changeHeard(b, 'persons');
    await demo.ds.query(
      `UPDATE persons SET last_name = last_name || ' Jr' WHERE person_uuid = $1`,
      [fx.person],
    );
    await heard;
    const after = await get(b, 'premise', path, etag).expect(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(JSON.stringify(after.body)).toContain(' Jr');
  });

  it("the writer's own next read is fresh before the write's event arrives", async () => {
    const path = `secure/exams/${fx.pendingExam}`;
    const etag = (await get(demo.t, 'premise', path).expect(200)).headers.etag;
    await get(demo.t, 'premise', path, etag).expect(304);
    // The write's table events are held back on this instance (else they may well arrive
    // before the next read): only its note of its own caller's write can end the 304.
    const versions = demo.t.app.get(TableVersions) as unknown as { bump(table: string): void };
    const bump = vi.spyOn(versions, 'bump').mockImplementation(() => undefined);
    try {
      await setField('premise', '4').expect(200);
      const after = await get(demo.t, 'premise', path, etag).expect(200);
      expect(after.headers.etag).not.toBe(etag);
    } finally {
      bump.mockRestore();
    }
  });

  it("never answers 304 to one caller with another's ETag", async () => {
    const path = `secure/rosters/${day}`;
    const admin = await get(demo.t, 'admin', path).expect(200);
    const lakeview = await get(demo.t, 'lakeview', path, admin.headers.etag).expect(200);
    expect(lakeview.headers.etag).not.toBe(admin.headers.etag);
    expect(lakeview.body).not.toEqual(admin.body);
    // Two callers seeing the same body still hold different ETags.
    const exam = `secure/exams/${fx.pendingExam}`;
    const asAdmin = await get(demo.t, 'admin', exam).expect(200);
    const asPremise = await get(demo.t, 'premise', exam, asAdmin.headers.etag).expect(200);
    expect(asPremise.body).toEqual(asAdmin.body);
    expect(asPremise.headers.etag).not.toBe(asAdmin.headers.etag);
  });

  it('trusts no held ETag while its event listener is down', async () => {
    const path = `secure/exams/${fx.pendingExam}`;
    const etag = (await get(b, 'premise', path).expect(200)).headers.etag;
    await get(b, 'premise', path, etag).expect(304);
    const reads = vi.spyOn(b.app.get(ExamsService), 'get');
    try {
      await b.app.get(EventBusService).listenerConnection!.end();
      // Read again (Express still answers 304: the body is the same).
      await get(b, 'premise', path, etag).expect(304);
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
  });

  it('every table a cached read depends on carries the change trigger', async () => {
    const rows: { table: string }[] = await demo.t.app.get(DataSource).query(
      `SELECT event_object_table AS table FROM information_schema.triggers
        WHERE trigger_name = event_object_table || '_version_notify'
        GROUP BY event_object_table`,
    );
    // Declared by the modules that own the reads (decision 0049), once the app is loaded.
    expect(watchedTables()).toEqual(
      expect.arrayContaining(['pdas', 'tree_nodes', 'exams', 'persons']),
    );
    expect(watchedAspects()).toEqual(['exams:slots', 'pdas:heads', 'tree_nodes:shape']);
    expect(rows.map((r) => r.table).sort()).toEqual(expect.arrayContaining(watchedTables()));
    const aspects: { name: string }[] = await demo.ds.query(
      `SELECT tgname AS name FROM pg_trigger WHERE tgname LIKE '%\\_notify'`,
    );
    for (const aspect of watchedAspects()) {
      const name = aspect.replace(':', '_');
      expect(aspects.map((a) => a.name)).toEqual(
        expect.arrayContaining([`${name}_notify`, `${name}_rows_notify`]),
      );
    }
  });

  /**
   * Reads that show part of a table (decision 0022, "ETags that survive unrelated writes"): a
   * write they do not show keeps their 304 without the read running; one they show ends it.
   */
  describe('writes a read does not show', () => {
    let site: string;
    /** Waits until `t` has heard every event committed so far (a later event of a table no cached read uses). */
    async function settled(t: TestApp): Promise<void> {
      const heard = changeHeard(t, 'info_sources');
      await demo.ds.query(`UPDATE info_sources SET description = description WHERE false`);
      await heard;
    }
    /** The 304 of `path` for `who` survives `write`: `read` (the handler's service call) does not run. */
    async function keeps304(
      who: string,
      path: string,
      read: [service: object, method: string],
      write: () => Promise<unknown>,
    ): Promise<string> {
      const etag = (await get(demo.t, who, path).expect(200)).headers.etag;
      await write();
      await settled(demo.t);
      const [service, method] = read;
      const reads = vi.spyOn(service as Record<string, () => unknown>, method);
      try {
        await get(demo.t, who, path, etag).expect(304);
        expect(reads).not.toHaveBeenCalled();
      } finally {
        reads.mockRestore();
      }
      return etag;
    }

    /** Runs `body` with calls of `method` on the app's `provider` counted. */
    async function withReadsCounted(
      provider: abstract new (...args: never[]) => object,
      method: string,
      body: (reads: MockInstance) => Promise<void>,
    ): Promise<void> {
      const target = demo.t.app.get(provider) as Record<string, () => unknown>;
      const reads = vi.spyOn(target, method);
      try {
        await body(reads);
      } finally {
        reads.mockRestore();
      }
    }

    /** Writes `table` (an UPDATE of no row still fires its trigger) and waits until the app heard it. */
    async function sourceWritten(table: string, column: string): Promise<void> {
      const heard = changeHeard(demo.t, table);
      await demo.ds.query(`UPDATE ${table} SET ${column} = ${column} WHERE false`);
      await heard;
    }

    /** Runs `body` while the client site is renamed (and heard so), access going by its name. */
    async function whileSiteRenamed(body: () => Promise<unknown>): Promise<void> {
      const heard = changeHeard(demo.t, 'tree_nodes:shape');
      await demo.ds.query(
        `UPDATE tree_nodes SET description = 'Elsewhere ' || description WHERE node_uuid = $1`,
        [site],
      );
      await heard;
      try {
        await body();
      } finally {
        await demo.ds.query(
          `UPDATE tree_nodes SET description = substr(description, length('Elsewhere ') + 1) WHERE node_uuid = $1`,
          [site],
        );
      }
    }

    /** Admin and premise read `path`: the same answer, from one read. */
    async function oneReadForBoth(path: string, reads: MockInstance): Promise<void> {
      const asAdmin = await get(demo.t, 'admin', path).expect(200);
      const asPremise = await get(demo.t, 'premise', path).expect(200);
      expect(asPremise.text).toBe(asAdmin.text);
      expect(reads).toHaveBeenCalledTimes(1);
    }

    beforeAll(async () => {
      [{ node_uuid: site }] = await demo.ds.query(
        `SELECT node_uuid FROM tree_nodes WHERE description LIKE 'Riverside%' AND level_uuid = $1`,
        [levelUuidOf('NAMC')],
      );
    });

    it("the PDA sum keeps its 304 through a PDA field save and a rename deep in the tree, and ends it on a demand or a PDA's name, not on the client site's name", async () => {
      const path = `secure/pdasum/byNode/${site}`;
      const spy: [object, string] = [demo.t.app.get(PdaSumsService), 'sumByNode'];
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
      await keeps304('premise', path, spy, async () => {
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
      const etag = await keeps304('premise', path, spy, () =>
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
      const reads = vi.spyOn(demo.t.app.get(PdaSumsRepository), 'highestDemandsUnder');
      const nodeReads = vi.spyOn(demo.t.app.get(NodesRepository), 'findLiveWithAncestors');
      try {
        const asAdmin = await get(demo.t, 'admin', path).expect(200);
        // The node's place is the node read's shared one: read at most once for all callers.
        const placeReads = nodeReads.mock.calls.length;
        expect(placeReads).toBeLessThanOrEqual(1);
        const asPremise = await get(demo.t, 'premise', path).expect(200);
        expect(asPremise.body).toEqual(asAdmin.body);
        expect(reads).toHaveBeenCalledTimes(1);
        // The access check is each caller's own, on that place.
        await get(demo.t, 'lakeview', path).expect(404);
        expect(nodeReads).toHaveBeenCalledTimes(placeReads);
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
        expect(reads).toHaveBeenCalledTimes(2);
        await get(demo.t, 'premise', path).expect(200);
        expect(reads).toHaveBeenCalledTimes(2);
      } finally {
        nodeReads.mockRestore();
        reads.mockRestore();
      }
    });

    it("one read of a day's roster serves every caller, each shown only the sites they may see rosters of", async () => {
      const path = `secure/rosters/${day}`;
      const bump = () => sourceWritten('exam_types', 'kind');
      await bump();
      await withReadsCounted(ExamCatalogueService, 'allLocationsAndRooms', async (reads) => {
        type Roster = { locations: { clientDescription: string }[] };
        const asLakeview: Roster = (await get(demo.t, 'lakeview', path).expect(200)).body;
        const asAdmin: Roster = (await get(demo.t, 'admin', path).expect(200)).body;
        expect(reads).toHaveBeenCalledTimes(1);
        // The admin's is the whole day; Lakeview's user sees Lakeview's locations of it only,
        // without the match reasons, which only the reasons right reads (decision 0038).
        expect(asAdmin.locations.some((l) => !l.clientDescription.startsWith('Lakeview'))).toBe(
          true,
        );
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
          withoutReasons(
            asAdmin.locations.filter((l) => l.clientDescription.startsWith('Lakeview')),
          ),
        );
        // A source written: the next caller reads afresh.
        await bump();
        await get(demo.t, 'lakeview', path).expect(200);
        expect(reads).toHaveBeenCalledTimes(2);
      });
    });

    it('one read of what lies under a node serves every caller who may see the node', async () => {
      const path = `secure/nodes/${site}`;
      const bump = () => sourceWritten('tree_levels', 'ordinal');
      await bump();
      await withReadsCounted(NodesRepository, 'findLiveWithAncestors', (nodeReads) =>
        withReadsCounted(NodesRepository, 'findContents', async (reads) => {
          await oneReadForBoth(path, reads);
          // The node with its ancestors too: one read for every caller.
          expect(nodeReads).toHaveBeenCalledTimes(1);
          // The access check is each caller's own, on the shared node: still a 404.
          await get(demo.t, 'lakeview', path).expect(404);
          expect(reads).toHaveBeenCalledTimes(1);
          expect(nodeReads).toHaveBeenCalledTimes(1);
          await bump();
          await get(demo.t, 'premise', path).expect(200);
          expect(reads).toHaveBeenCalledTimes(2);
          expect(nodeReads).toHaveBeenCalledTimes(2);
        }),
      );
    });

    /** A PDA of the site with a text field an admin may save, and that field's path. */
    async function sitePda(): Promise<{ pda: string; node: string; field: string }> {
      const [target] = await demo.ds.query(
        `SELECT p.pda_uuid AS pda, p.node_uuid AS node, f.pda_type_field_uuid AS field
           FROM pdas p JOIN pda_type_fields f ON f.pda_type_uuid = p.pda_type_uuid AND f.format = 'text'
           JOIN pda_types t ON t.pda_type_uuid = p.pda_type_uuid AND t.editable
           JOIN tree_nodes n ON n.node_uuid = p.node_uuid
          WHERE n.ancestors @> ARRAY[$1]::uuid[] AND cardinality(n.ancestors) >= 2
          ORDER BY p.pda_uuid LIMIT 1`,
        [site],
      );
      return { ...target, field: `secure/pda/${target.pda}/pda-field/${target.field}` };
    }
    /** Saves a PDA field as `who`. */
    async function saveField(who: string, field: string, value: string): Promise<void> {
      const { version } = (
        await as(sessions[who], demo.t.http().get(`/api/v1/${field}`)).expect(200)
      ).body;
      await as(sessions[who], demo.t.http().post(`/api/v1/${field}`))
        .send({ value, version })
        .expect(200);
    }

    it("a PDA keeps its 304 through writes it does not show, ends it on one it shows, and never takes another caller's ETag", async () => {
      const { pda, node, field } = await sitePda();
      const path = `secure/pda/${pda}`;
      const spy: [object, string] = [demo.t.app.get(PdaService), 'get'];
      // Its own node renamed (the PDA shows no node name), a capability's code (not shown).
      const etag = await keeps304('premise', path, spy, async () => {
        await demo.ds.query(
          `UPDATE tree_nodes SET description = description || ' renamed' WHERE node_uuid = $1`,
          [node],
        );
        await demo.ds.query(`UPDATE capabilities SET code = code WHERE false`);
      });
      // Another caller with premise's ETag: the same body, their own ETag.
      const asAdmin = await get(demo.t, 'admin', path, etag).expect(200);
      expect(asAdmin.headers.etag).not.toBe(etag);
      // A demand changed in the database alone (the PDA row untouched): the PDA shows it.
      const heard = changeHeard(demo.t, 'pda_demands');
      const [demand] = await demo.ds.query(
        `SELECT capability_uuid FROM pda_demands WHERE pda_uuid = $1 ORDER BY capability_uuid LIMIT 1`,
        [pda],
      );
      await demo.ds.query(
        `UPDATE pda_demands SET value = '4242' WHERE pda_uuid = $1 AND capability_uuid = $2`,
        [pda, demand.capability_uuid],
      );
      await heard;
      const changed = await get(demo.t, 'premise', path, etag).expect(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.body.collPDADemands).toContainEqual(
        expect.objectContaining({ capabilityUuid: demand.capability_uuid, value: '4242' }),
      );
      // A field saved by the admin: premise's next poll is fresh and shows it.
      await saveField('admin', field, 'shown on the PDA');
      await settled(demo.t);
      const after = await get(demo.t, 'premise', path, changed.headers.etag).expect(200);
      expect(after.body.collPDAFields).toContainEqual(
        expect.objectContaining({ stringValue: 'shown on the PDA' }),
      );
      await get(demo.t, 'premise', path, after.headers.etag).expect(304);
    });

    it('one read of a PDA serves every caller who may see it; a caller who may not still gets 404', async () => {
      const { pda, field } = await sitePda();
      const path = `secure/pda/${pda}`;
      const bump = () => sourceWritten('pda_types', 'editable');
      await bump();
      await withReadsCounted(PdaRepository, 'findPdaWithParts', async (reads) => {
        await oneReadForBoth(path, reads);
        // Held for others, still not Lakeview's: the same 404 as a PDA that does not exist.
        const hidden = await get(demo.t, 'lakeview', path).expect(404);
        const missing = await get(demo.t, 'lakeview', `secure/pda/${randomUUID()}`).expect(404);
        expect(hidden.body.message).toBe('PDA not found');
        expect(hidden.body.message).toBe(missing.body.message);
        expect(reads).toHaveBeenCalledTimes(2);
        // A source written: the next caller reads afresh.
        await bump();
        await get(demo.t, 'premise', path).expect(200);
        expect(reads).toHaveBeenCalledTimes(3);
      });
      // The writer's own next read shows their write before its events arrive here (they
      // are held back, so the stamp of the held answer does not move).
      const etag = (await get(demo.t, 'admin', path).expect(200)).headers.etag;
      const versions = demo.t.app.get(TableVersions) as unknown as { bump(table: string): void };
      const held = vi.spyOn(versions, 'bump').mockImplementation(() => undefined);
      try {
        await saveField('admin', field, 'the admin reads this at once');
        const after = await get(demo.t, 'admin', path, etag).expect(200);
        expect(after.body.collPDAFields).toContainEqual(
          expect.objectContaining({ stringValue: 'the admin reads this at once' }),
        );
      } finally {
        held.mockRestore();
      }
      // The client site renamed (access goes by its identity, decision 0031): still theirs.
      await get(demo.t, 'premise', path).expect(200);
      await whileSiteRenamed(() => get(demo.t, 'premise', path).expect(200));
    });

    it("the roster keeps its 304 through a second field of an exam in progress, and ends it on the exam's status", async () => {
      const exam = await examFixtures(demo.ds, 1);
      const [{ start_ts: start }] = await demo.ds.query(
        `SELECT start_ts FROM exams WHERE exam_uuid = $1`,
        [exam.pendingExam],
      );
      const at = new Date(start);
      const path = `secure/rosters/${at.getFullYear()}/${at.getMonth() + 1}/${at.getDate()}`;
      const save = (value: string) =>
        as(
          sessions.admin,
          demo.t
            .http()
            .patch(
              `/api/v1/secure/exams/${exam.pendingExam}/exam-fields/${exam.numericField.uuid}`,
            ),
        )
          .send({ value })
          .expect(200);
      const before = await get(demo.t, 'premise', path).expect(200);
      const entry = (body: typeof before.body) =>
        JSON.stringify(body).includes(
          `"examUuid":"${exam.pendingExam}","examStatusEnum":"INPROGRESS"`,
        );
      expect(entry(before.body)).toBe(false);
      // The first field turns the exam INPROGRESS: the roster shows its status.
      const heard = changeHeard(demo.t, 'exams:slots');
      await save('5');
      await heard;
      const started = await get(demo.t, 'premise', path, before.headers.etag).expect(200);
      expect(entry(started.body)).toBe(true);
      // Another value: the exam's version moves, nothing the roster shows.
      await keeps304('premise', path, [demo.t.app.get(RosterService), 'day'], () => save('6'));
    });
  });
});

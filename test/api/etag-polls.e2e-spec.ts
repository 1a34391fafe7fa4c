import { DataSource } from 'typeorm';
import { EventBusService } from '@server/common/events/event-bus.service';
import { watchedAspects, watchedTables } from '@server/common/read-reuse/read-sources';
import {
  demo,
  b,
  fx,
  day,
  get,
  setField,
  changeHeard,
  statements,
  withEventsHeldBack,
  useEtagApp,
} from './etag-context';
import { READS, readReuseCounts, runsOf } from './etag-reads';

/**
 * Cheap polls (issue 20, decision 0022): polled reads answer 304 on an unchanged ETag without
 * running, and a change by anyone, on any instance, gives the next poll a fresh answer. Two
 * instances on one database; where a change must first reach an instance, the test waits for
 * that instance's own event (no sleeping, no timing).
 */
describe('ETags and 304 on polled reads', () => {
  useEtagApp();

  it('answers 304 to an unchanged ETag without running the read', async () => {
    const path = `secure/exams/${fx.pendingExam}`;
    const first = await get(demo.t, 'premise', path).expect(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const runs = await runsOf(statements, READS.exam);
    const before = await readReuseCounts(demo.t);
    // As fetch() sends it when the caller sets If-None-Match itself: with no-cache.
    const again = await get(demo.t, 'premise', path, etag)
      .set('Cache-Control', 'no-cache')
      .expect(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.text).toBe('');
    expect(await readReuseCounts(demo.t)).toEqual({ hit: before.hit + 1, miss: before.miss });
    expect(await runs()).toBe(0);
    // Without If-None-Match the answer is read and sent whole.
    await get(demo.t, 'premise', path).expect(200);
    expect(await runs()).toBe(1);
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
    await withEventsHeldBack(demo.t, async () => {
      await setField('premise', '4').expect(200);
      const after = await get(demo.t, 'premise', path, etag).expect(200);
      expect(after.headers.etag).not.toBe(etag);
    });
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
    const runs = await runsOf(statements, READS.exam);
    await b.app.get(EventBusService).listenerConnection!.end();
    // Read again (Express still answers 304: the body is the same).
    await get(b, 'premise', path, etag).expect(304);
    expect(await runs()).toBe(1);
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
});

import { DataSource } from 'typeorm';
import { EventBusService, type PortalEvent } from '@server/common/events/event-bus.service';
import { WATCHED_TABLES } from '@server/common/http-cache/cached-by-version';
import { TABLES_REGION } from '@server/common/http-cache/table-versions';
import { ExamsService } from '@server/modules/exams/exams.service';
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
    // No waiting for the event: the instance knows its own caller wrote.
    await setField('premise', '4').expect(200);
    const after = await get(demo.t, 'premise', path, etag).expect(200);
    expect(after.headers.etag).not.toBe(etag);
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
    expect(rows.map((r) => r.table).sort()).toEqual(expect.arrayContaining(WATCHED_TABLES));
  });
});

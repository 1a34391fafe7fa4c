import { randomUUID } from 'node:crypto';
import { as } from '../support/auth-helpers';
import { examFixtures } from '../support/demo-app';
import { demo, sessions, get, changeHeard, withEventsHeldBack } from './etag-context';
import { READS } from './etag-reads';
import {
  settled,
  keeps304,
  withReadsCounted,
  sourceWritten,
  whileSiteRenamed,
  oneReadForBoth,
  sitePda,
  saveField,
  useEtagWritesApp,
} from './etag-writes-context';

/**
 * Reads that show part of a table (decision 0022, "ETags that survive unrelated writes"): a
 * write they do not show keeps their 304 without the read running; one they show ends it.
 */
describe('writes a read does not show', () => {
  useEtagWritesApp();

  it("a PDA keeps its 304 through writes it does not show, ends it on one it shows, and never takes another caller's ETag", async () => {
    const { pda, node, field } = await sitePda();
    const path = `secure/pda/${pda}`;
    // Its own node renamed (the PDA shows no node name), a capability's code (not shown).
    const etag = await keeps304('premise', path, READS.pda, async () => {
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
    await withReadsCounted(READS.pda, async (runs) => {
      await oneReadForBoth(path, runs);
      // Held for others, still not Lakeview's: the same 404 as a PDA that does not exist.
      const hidden = await get(demo.t, 'lakeview', path).expect(404);
      const missing = await get(demo.t, 'lakeview', `secure/pda/${randomUUID()}`).expect(404);
      expect(hidden.body.message).toBe('PDA not found');
      expect(hidden.body.message).toBe(missing.body.message);
      expect(await runs()).toBe(2);
      // A source written: the next caller reads afresh.
      await bump();
      await get(demo.t, 'premise', path).expect(200);
      expect(await runs()).toBe(3);
    });
    // The writer's own next read shows their write before its events arrive here (they
    // are held back, so the stamp of the held answer does not move).
    const etag = (await get(demo.t, 'admin', path).expect(200)).headers.etag;
    await withEventsHeldBack(demo.t, async () => {
      await saveField('admin', field, 'the admin reads this at once');
      const after = await get(demo.t, 'admin', path, etag).expect(200);
      expect(after.body.collPDAFields).toContainEqual(
        expect.objectContaining({ stringValue: 'the admin reads this at once' }),
      );
    });
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
          .patch(`/api/v1/secure/exams/${exam.pendingExam}/exam-fields/${exam.numericField.uuid}`),
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
    await keeps304('premise', path, READS.rosterDay, () => save('6'));
  });
});

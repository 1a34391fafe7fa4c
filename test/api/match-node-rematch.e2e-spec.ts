import { MatchResultsService } from '@server/modules/match/match-results.service';
import { as } from '../support/auth-helpers';
import {
  demo,
  s,
  client,
  job,
  pda,
  lift,
  members,
  statOf,
  poolLifts,
  until,
  useMatchApp,
} from './match-context';

// Match results on the shared Riverside pool (useMatchApp): a node rematched by its PDA's writes.
describe('match results and statistics', () => {
  useMatchApp();

  it('rematches the node when its PDA’s demand or status changes through the API', async () => {
    const [{ version }] = await demo.ds.query(
      'SELECT version FROM pda_demands WHERE pda_uuid = $1 AND capability_uuid = $2',
      [pda, lift],
    );
    await as(s.premise, demo.t.http().post(`/api/v1/secure/pda/${pda}/demand/${lift}`))
      .send({ value: '0', version })
      .expect(200);
    // At least 0: every pool member measured at all matches; the one never measured does not.
    const pool = await poolLifts();
    const measured = pool.filter((m) => m.value !== null).length;
    const all = await until(
      () => statOf(job),
      (r) => r.m === measured,
    );
    expect(all).toMatchObject({ n: pool.length, m: measured });
    // Out of the active statuses (back to INPROGRESS), the node matches nobody.
    const status = await as(
      s.premise,
      demo.t.http().patch(`/api/v1/secure/pda/${pda}/status/INPROGRESS`),
    );
    expect([status.status, status.body.pdaStatusEnum]).toEqual([200, 'INPROGRESS']);
    const none = await until(
      () => statOf(job),
      (r) => r.m === 0,
    );
    expect(none.m).toBe(0);
    expect(await demo.t.app.get(MatchResultsService).isMatch(members[0].personUuid, job)).toBe(
      false,
    );
  });

  it('counts an inactive PDA in the what-if as if it were active', async () => {
    // The PDA is INPROGRESS now, its lift demand 0: as if active, every measured member fits.
    const answer = (
      await as(s.premise, demo.t.http().post(`/api/v1/secure/pda/${pda}/what-if`))
        .send({ demands: [] })
        .expect(200)
    ).body;
    const pool = await poolLifts();
    const measured = pool.filter((m) => m.value !== null).length;
    expect(answer).toMatchObject({
      pdaActive: false,
      matchingNow: measured,
      matchingAfter: measured,
    });
  });

  it('hides other clients and refuses roles without the grid', async () => {
    await as(s.premise, demo.t.http().get(`/api/v1/secure/nodes/${job}/tree-rules`)).expect(200);
    await as(s.staffing, demo.t.http().get(`/api/v1/secure/nodes/${job}/tree-rules`)).expect(403);
    await as(
      s.premise,
      demo.t.http().get(`/api/v1/secure/nodes/${job}/${client}/tree-swimmers`),
    ).expect(403);
  });
});

import { randomUUID } from 'node:crypto';
import { MatchRecomputeService } from '@server/modules/match/match-recompute.service';
import { as, type SignedIn } from '../support/auth-helpers';
import {
  Rule,
  demo,
  s,
  job,
  pda,
  lift,
  get,
  statOf,
  poolLifts,
  until,
  useMatchApp,
} from './match-context';

// Match results on the shared Riverside pool (useMatchApp): the what-if on the PDA's demands.
describe('match results and statistics', () => {
  useMatchApp();

  describe('what-if on the PDA’s demands (decision 0026)', () => {
    type WhatIf = {
      nodeUuid: string;
      pdaActive: boolean;
      poolSize: number;
      matchingNow: number;
      matchingAfter: number;
      mostExcluding: { capabilityUuid: string; pdaValue: string; count: number } | null;
    };
    const whatIf = (demands: unknown, who: SignedIn = s.premise) =>
      as(who, demo.t.http().post(`/api/v1/secure/pda/${pda}/what-if`)).send({ demands });
    // Everything a save or a recompute would touch, hashed.
    const written = async () =>
      (
        await demo.ds.query(
          `SELECT md5(concat_ws('|',
             (SELECT string_agg(t::text, ',' ORDER BY t::text) FROM pda_demands t),
             (SELECT string_agg(t::text, ',' ORDER BY t::text) FROM pdas t),
             (SELECT string_agg(t::text, ',' ORDER BY t::text) FROM audit_entries t),
             (SELECT string_agg(t::text, ',' ORDER BY t::text) FROM match_person_sets t),
             (SELECT string_agg(t::text, ',' ORDER BY t::text) FROM match_clients t),
             (SELECT string_agg(t::text, ',' ORDER BY t::text) FROM job_runs t))) AS h`,
        )
      )[0].h;

    it('predicts the counts a saved change then gives, writing nothing', async () => {
      const pool = await poolLifts();
      const current = await statOf(job);
      // Raised to the highest measured lift the capability allows: fewer match.
      const [{ maxValue }] = await demo.ds.query(
        'SELECT max_value AS "maxValue" FROM capabilities WHERE capability_uuid = $1',
        [lift],
      );
      const raised = Math.max(
        ...pool.flatMap((m) =>
          m.value === null || (maxValue !== null && m.value > Number(maxValue)) ? [] : [m.value],
        ),
      );
      const expected = pool.filter((m) => m.value !== null && m.value >= raised).length;
      expect(expected).not.toBe(current.m);
      const before = await written();
      const answer: WhatIf = (
        await whatIf([{ capabilityUuid: lift, value: String(raised) }]).expect((r) =>
          expect([r.status, r.body.message]).toEqual([200, undefined]),
        )
      ).body;
      expect(await written()).toBe(before);
      expect(answer).toMatchObject({
        nodeUuid: job,
        pdaActive: true,
        poolSize: current.n,
        matchingNow: current.m,
        matchingAfter: expected,
        mostExcluding: {
          capabilityUuid: lift,
          pdaValue: String(raised),
          count: pool.length - expected,
        },
      });
      // Unchanged, the answer is the stored results'.
      const same: WhatIf = (await whatIf([]).expect(200)).body;
      expect([same.matchingNow, same.matchingAfter]).toEqual([current.m, current.m]);

      const [{ version }] = await demo.ds.query(
        'SELECT version FROM pda_demands WHERE pda_uuid = $1 AND capability_uuid = $2',
        [pda, lift],
      );
      await as(s.premise, demo.t.http().post(`/api/v1/secure/pda/${pda}/demand/${lift}`))
        .send({ value: String(raised), version })
        .expect(200);
      const saved = await until(
        () => statOf(job),
        (r) => r.m !== current.m,
      );
      expect(saved.m).toBe(answer.matchingAfter);
      const rules = await get<Rule[]>(s.premise, `secure/nodes/${job}/tree-rules`);
      expect(rules[0].count).toBe(answer.mostExcluding!.count);
      // After the save the what-if's "now" is the saved state, its held values still current.
      const afterSave: WhatIf = (await whatIf([]).expect(200)).body;
      expect([afterSave.matchingNow, afterSave.matchingAfter]).toEqual([saved.m, saved.m]);

      // One member's lift drops below the demand and their results are recomputed (as after a
      // finalized exam): the what-if reads that person's values again.
      const lowered = pool.find((m) => m.value === raised)!;
      await demo.ds.query(
        `UPDATE exam_fields v SET string_value = $3
           FROM exams e, person_ids i, exam_type_fields f
          WHERE v.exam_uuid = e.exam_uuid AND e.id_uuid = i.id_uuid AND i.person_uuid = $1
            AND f.exam_type_field_uuid = v.exam_type_field_uuid AND f.capability_uuid = $2`,
        [lowered.personUuid, lift, String(raised - 1)],
      );
      await demo.t.app.get(MatchRecomputeService).recomputePerson(lowered.personUuid);
      const afterExam: WhatIf = (await whatIf([]).expect(200)).body;
      expect([afterExam.matchingNow, afterExam.matchingAfter]).toEqual([saved.m - 1, saved.m - 1]);

      // Their lift measured no more (the field gone): the held value goes too, so a demand
      // their lowered value met counts them no more.
      const lowerDemand = [{ capabilityUuid: lift, value: String(raised - 1) }];
      const withLowered: WhatIf = (await whatIf(lowerDemand).expect(200)).body;
      await demo.ds.query(
        `DELETE FROM exam_fields v USING exams e, person_ids i, exam_type_fields f
          WHERE v.exam_uuid = e.exam_uuid AND e.id_uuid = i.id_uuid AND i.person_uuid = $1
            AND f.exam_type_field_uuid = v.exam_type_field_uuid AND f.capability_uuid = $2`,
        [lowered.personUuid, lift],
      );
      await demo.t.app.get(MatchRecomputeService).recomputePerson(lowered.personUuid);
      const unmeasured: WhatIf = (await whatIf(lowerDemand).expect(200)).body;
      expect(unmeasured.matchingAfter).toBe(withLowered.matchingAfter - 1);
    });

    it('refuses what the save would refuse, naming it', async () => {
      const [{ maxValue }] = await demo.ds.query(
        'SELECT max_value AS "maxValue" FROM capabilities WHERE capability_uuid = $1',
        [lift],
      );
      const cases: [unknown, RegExp][] = [
        [[{ capabilityUuid: randomUUID(), value: '1' }], /no capability/],
        [[{ capabilityUuid: lift, value: 'TBD' }], /must be a number/],
        [
          [{ capabilityUuid: lift, value: String(Number(maxValue) + 1) }],
          /must be (between|at most)/,
        ],
        [
          [
            { capabilityUuid: lift, value: '1' },
            { capabilityUuid: lift, value: '2' },
          ],
          /twice/,
        ],
        [[{ capabilityUuid: 'x', value: '1' }], /capabilityUuid must be a UUID/],
        [[{ capabilityUuid: lift, value: 5 }], /value must be text/],
        ['all', /demands must be a list/],
        [Array.from({ length: 201 }, () => ({ capabilityUuid: lift, value: '1' })), /200/],
      ];
      const before = await written();
      for (const [demands, message] of cases)
        await whatIf(demands)
          .expect(400)
          .expect((r) => expect(r.body.message).toMatch(message));
      expect(await written()).toBe(before);
      await whatIf([], s.staffing).expect(403);
    });
  });
});

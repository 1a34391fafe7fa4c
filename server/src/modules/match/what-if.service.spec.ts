import { beforeEach, describe, expect, it } from 'vitest';
import { CodedColumn, type MatchDemand } from '@domain/match-sets';
import type { Principal } from '@server/common/auth/principal';
import { CapabilitiesService } from '@server/modules/pda/capabilities.service';
import { PdaService } from '@server/modules/pda/pda.service';
import { refusalOf } from '@server/testing/refusal';
import { fake, serviceOver } from '@server/testing/service-over';
import { MatchErrorCode } from './match.exceptions';
import { MatchInputsRepository } from './match-inputs.repository';
import { ClientResults, MatchResultsService } from './match-results.service';
import { MatchStatsRepository, type RuleDemandRow } from './match-stats.repository';
import { WhatIfService } from './what-if.service';
import { WhatIfValuesService } from './what-if-values.service';

/**
 * What-if on a PDA's demands (decision 0026) over one client held in memory, with the real
 * ClientResults and CodedColumn: how many of the pool match the job now and would with the
 * proposal, which demand would exclude the most, and the refusals of a proposal the save
 * itself would refuse. One what-if at a time per user is WhatIfTurns' spec.
 */

const principal = { userUuid: 'u' } as Principal;
// Lift values by position: Ann 30, Bob 20, Cy 10, Dan unmeasured; Zed (30) is not in the pool.
const PEOPLE = ['ann', 'bob', 'cy', 'dan', 'zed'];
const LIFT = ['30', '20', '10', undefined, '30'];
// Grip, asked by another PDA at the job (at least 10): only Dan (unmeasured) fails it.
const GRIP = ['40', '40', '40', undefined, '40'];

const liftDemand = (pdaValue: string): RuleDemandRow => ({
  pdaUuid: 'p1',
  pdaDescription: 'Door fitting',
  nodeUuid: 'job-1',
  capabilityUuid: 'lift',
  code: 'LIFT',
  capabilityDescription: 'Lift',
  direction: 'AT_LEAST',
  units: 'kg',
  pdaValue,
});

let status: string;
let client: string | null;
let service: WhatIfService;

beforeEach(async () => {
  [status, client] = ['COMPLETED', 'client'];
  const results = new ClientResults();
  // The stored bits of job-1 hold Ann and Zed: unlike the demands (Ann and Bob in the pool),
  // so each count shows whether it came from the stored results or from judging the demands.
  results.apply(
    PEOPLE.map((personUuid, i) => ({
      personUuid,
      bits: Uint8Array.of([0, 4].includes(i) ? 1 : 0),
    })),
  );
  results.ordinals = new Map([['job-1', 0]]);
  const columns = new Map(
    Object.entries({ lift: LIFT, grip: GRIP }).map(([capability, values]) => {
      const column = new CodedColumn(PEOPLE.length);
      values.forEach((v, i) => column.set(i, v));
      return [capability, column];
    }),
  );
  service = await serviceOver(
    WhatIfService,
    fake(PdaService, {
      loadForWrite: async () => ({
        pdaUuid: 'p1',
        nodeUuid: 'job-1',
        description: 'Door fitting',
        pdaStatusEnum: status,
      }),
    }),
    fake(CapabilitiesService, {
      list: async () => [
        {
          capabilityUuid: 'lift',
          code: 'LIFT',
          description: 'Lift',
          direction: 'AT_LEAST',
          type: 'RANGE_UNITS',
          minValue: 0,
          maxValue: 100,
          units: 'kg',
        },
      ],
    }),
    fake(MatchInputsRepository, { clientOfNode: async () => client }),
    fake(MatchStatsRepository, {
      jobDemands: async () => [
        { ...liftDemand('10'), pdaUuid: 'p2', capabilityUuid: 'grip', code: 'GRIP' },
        liftDemand('15'),
      ],
    }),
    fake(MatchResultsService, { ofClient: async () => results }),
    fake(WhatIfValuesService, {
      of: async () => ({
        satisfying: (d: MatchDemand) => columns.get(d.capabilityUuid)!.satisfying(PEOPLE.length, d),
      }),
      pool: async () => ({ people: PEOPLE.slice(0, 4), mask: Uint32Array.of(0b1111) }),
    }),
  );
});

const whatIf = (value: string, capabilityUuid = 'lift') =>
  service.whatIf(principal, 'p1', [{ capabilityUuid, value }]);

describe(WhatIfService.name, () => {
  it('counts the pool matching now (stored) and with the proposal, and the demand excluding the most', async () => {
    expect(await whatIf('25')).toMatchObject({
      pdaActive: true,
      poolSize: 4,
      matchingNow: 1,
      matchingAfter: 1,
      mostExcluding: { capabilityUuid: 'lift', pdaValue: '25', count: 3 },
    });
  });

  it('judges "now" from the stored demands too while the PDA is not active', async () => {
    status = 'INPROGRESS';
    expect(await whatIf('5')).toMatchObject({ pdaActive: false, matchingNow: 2, matchingAfter: 3 });
  });

  it('answers zeros for a PDA outside every client', async () => {
    client = null;
    expect(await whatIf('25')).toMatchObject({
      poolSize: 0,
      matchingNow: 0,
      matchingAfter: 0,
      mostExcluding: null,
    });
  });

  it('refuses what the save would refuse: an unknown capability, one twice, a value out of bounds', async () => {
    expect(await refusalOf(whatIf('25', 'grip'))).toBe(
      `${MatchErrorCode.WhatIfCapability}: demands: no capability grip`,
    );
    expect(
      await refusalOf(
        service.whatIf(principal, 'p1', [
          { capabilityUuid: 'lift', value: '20' },
          { capabilityUuid: 'lift', value: '30' },
        ]),
      ),
    ).toBe(`${MatchErrorCode.WhatIfCapability}: demands: Lift is proposed twice`);
    expect(await refusalOf(whatIf('120'))).toBe(
      `${MatchErrorCode.WhatIfDemandValue}: Lift: must be between 0 and 100 kg`,
    );
  });
});

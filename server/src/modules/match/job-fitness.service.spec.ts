import { beforeEach, describe, expect, it } from 'vitest';
import { fake, serviceOver } from '@server/testing/service-over';
import { JobFitnessService } from './job-fitness.service';
import { MatchInputsRepository, type NamedDemandRow } from './match-inputs.repository';

/**
 * Fit / not fit / not assessed per person and job (decision 0023), over one client's people,
 * active demands and newest measurements held in memory, judged by the shared rule: a person
 * is fit for a job when they meet every demand of every active PDA there, and otherwise learns
 * the demands missed in words, each once. The SQL choosing the newest values is the e2e's.
 */

const demand = (
  pdaUuid: string,
  nodeUuid: string,
  capability: string,
  value: string,
): NamedDemandRow => ({
  pdaUuid,
  nodeUuid,
  capabilityUuid: capability,
  direction: 'AT_LEAST',
  value,
  capabilityCode: capability.toUpperCase(),
  capabilityDescription: capability === 'lift' ? 'Lift floor to waist' : 'Grip strength',
  capabilityUnits: 'kg',
});

const people = [
  { personUuid: 'ann', firstName: 'Ann', lastName: 'Lee', idNumber: '1', assessedOn: '2026-11-01' },
  { personUuid: 'bob', firstName: 'Bob', lastName: 'Kay', idNumber: '2', assessedOn: '2026-11-02' },
  { personUuid: 'cy', firstName: 'Cy', lastName: 'Moe', idNumber: '3', assessedOn: '2026-11-03' },
  { personUuid: 'dan', firstName: 'Dan', lastName: 'Orr', idNumber: '4', assessedOn: null },
];
// Door: two PDAs (lift 25 and grip 30; lift 28). Bench: grip 50. Seat: no active PDA.
const rows = [
  demand('pda-1', 'door', 'lift', '25'),
  demand('pda-1', 'door', 'grip', '30'),
  demand('pda-2', 'door', 'lift', '28'),
  demand('pda-3', 'bench', 'grip', '50'),
];
const measurements = [
  { personUuid: 'ann', capabilityUuid: 'lift', value: '30' },
  { personUuid: 'ann', capabilityUuid: 'grip', value: '35' },
  { personUuid: 'bob', capabilityUuid: 'lift', value: '20' },
  { personUuid: 'bob', capabilityUuid: 'grip', value: '35' },
  { personUuid: 'cy', capabilityUuid: 'lift', value: '30' },
];

let service: JobFitnessService;

beforeEach(async () => {
  service = await serviceOver(
    JobFitnessService,
    fake(MatchInputsRepository, {
      assessedPeopleOfClient: async () => people,
      activeDemandsAt: async (_c: string, nodes: string[]) =>
        rows.filter((r) => nodes.includes(r.nodeUuid)),
      measurementsOfClient: async () => measurements,
    }),
  );
});

describe(JobFitnessService.name, () => {
  it('judges each person for a job: fit, not fit with the demands missed once each, not assessed', async () => {
    const door = (await service.ofClient('client', ['door', 'bench'])).jobs.get('door')!;
    // Bob misses both lift demands (one name, said once); the bench's grip is not the door's.
    expect(people.map((_, i) => door.of(i))).toEqual([
      { fitness: 'FIT', missed: [] },
      { fitness: 'NOT_FIT', missed: [{ words: 'lift floor to waist', notMeasured: false }] },
      { fitness: 'NOT_FIT', missed: [{ words: 'grip strength', notMeasured: true }] },
      { fitness: 'NOT_ASSESSED', missed: [] },
    ]);
    expect(door.counts()).toEqual({ FIT: 1, NOT_FIT: 2, NOT_ASSESSED: 1 });
  });

  it('judges nobody for a job without an active PDA', async () => {
    const seat = (await service.ofClient('client', ['seat'])).jobs.get('seat')!;
    expect(seat.analysed).toBe(false);
    expect(seat.counts()).toEqual({ FIT: 0, NOT_FIT: 0, NOT_ASSESSED: 4 });
  });

  it('words a missed demand with its values only when asked to', async () => {
    const door = (await service.ofClient('client', ['door'])).jobs.get('door')!;
    expect(door.explained(1, false).missed[0]).not.toHaveProperty('detail');
    expect(door.explained(1, true).missed[0].detail).toMatch(/^Lift floor to waist: 20 kg/);
  });
});

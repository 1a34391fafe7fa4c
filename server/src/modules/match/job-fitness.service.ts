import { Injectable } from '@nestjs/common';
import { demandInWords, type Fitness, type MissedDemand } from '@domain/fitness';
import { hasPerson, matchPeopleToPdas, type MatchPda, type PeopleBits } from '@domain/match-sets';
import { columnsOf, groupByNode, nodeSetOf } from './match-rule';
import {
  MatchInputsRepository,
  type AssessedPersonRow,
  type NamedDemandRow,
} from './match-inputs.repository';

/** One demand of a job as the employer may see it: its words and who meets it. */
interface JobDemand {
  capabilityUuid: string;
  words: string;
  met: PeopleBits;
}

/** A person's verdict for one job: never a value, only the demands missed in words. */
export interface PersonFitness {
  fitness: Fitness;
  missed: MissedDemand[];
}

/** The verdicts of one job, by the person's position in `ClientFitness.people`. */
export class JobFitness {
  constructor(
    readonly nodeUuid: string,
    /** False when the job node has no active PDA: nobody can be judged for it yet. */
    readonly analysed: boolean,
    private readonly people: readonly AssessedPersonRow[],
    private readonly fit: PeopleBits | null,
    private readonly demands: readonly JobDemand[],
    private readonly measured: (capabilityUuid: string, position: number) => boolean,
  ) {}

  of(position: number): PersonFitness {
    if (!this.analysed || this.people[position].assessedOn === null)
      return { fitness: 'NOT_ASSESSED', missed: [] };
    if (hasPerson(this.fit!, position)) return { fitness: 'FIT', missed: [] };
    const missed = new Map<string, MissedDemand>();
    for (const d of this.demands) {
      if (hasPerson(d.met, position) || missed.has(d.words)) continue;
      missed.set(d.words, {
        words: d.words,
        notMeasured: !this.measured(d.capabilityUuid, position),
      });
    }
    return { fitness: 'NOT_FIT', missed: [...missed.values()] };
  }

  counts(): Record<Fitness, number> {
    const counts: Record<Fitness, number> = { FIT: 0, NOT_FIT: 0, NOT_ASSESSED: 0 };
    this.people.forEach((_, position) => counts[this.of(position).fitness]++);
    return counts;
  }
}

export interface ClientFitness {
  /** The client's people by name, with the day of their newest assessment. */
  people: AssessedPersonRow[];
  jobs: Map<string, JobFitness>;
}

/**
 * Fit / not fit / not assessed per person and job node, for the employer view (decision 0023):
 * the same stored inputs and the same shared rule (`matchPeopleToPdas`, one bitset per demand)
 * as the match results, so the employer sees the verdict the staff see. What leaves here is
 * the verdict and the missed demands' words; the values stay inside.
 */
@Injectable()
export class JobFitnessService {
  constructor(private readonly inputs: MatchInputsRepository) {}

  clientOfNode(nodeUuid: string): Promise<string | null> {
    return this.inputs.clientOfNode(nodeUuid);
  }

  async ofClient(clientUuid: string, nodeUuids: readonly string[]): Promise<ClientFitness> {
    const [people, rows] = await Promise.all([
      this.inputs.assessedPeopleOfClient(clientUuid),
      nodeUuids.length ? this.inputs.activeDemandsAt(clientUuid, nodeUuids) : [],
    ]);
    const capabilities = [
      ...new Set(rows.flatMap((r) => (r.capabilityUuid ? [r.capabilityUuid] : []))),
    ];
    const measurements = capabilities.length
      ? await this.inputs.measurementsOfClient(clientUuid, capabilities)
      : [];
    const columns = columnsOf(
      people.map((p) => p.personUuid),
      measurements,
    );
    const valuesOf = (capabilityUuid: string) => columns.get(capabilityUuid) ?? [];
    const measured = (capabilityUuid: string, position: number) =>
      (columns.get(capabilityUuid)?.[position] ?? '').trim() !== '';

    const byNode = groupByNode(rows);
    const named = namedDemands(rows);
    // Each demand also goes in as a PDA of its own, so its bitset comes back with the PDAs'.
    const single = (key: string) => `demand|${key}`;
    const pdas: MatchPda[] = [...byNode.values()].flat();
    for (const [key, demand] of named) pdas.push({ pdaUuid: single(key), demands: [demand] });
    const sets = matchPeopleToPdas(people.length, valuesOf, pdas);

    const jobs = new Map<string, JobFitness>();
    for (const nodeUuid of nodeUuids) {
      const nodePdas = byNode.get(nodeUuid);
      const demands = [...named]
        .filter(([, d]) => d.nodeUuids.has(nodeUuid))
        .map(([key, d]) => ({
          capabilityUuid: d.capabilityUuid,
          words: d.words,
          met: sets.get(single(key))!,
        }));
      jobs.set(
        nodeUuid,
        new JobFitness(
          nodeUuid,
          nodePdas !== undefined,
          people,
          nodePdas ? nodeSetOf(nodePdas, sets) : null,
          demands,
          measured,
        ),
      );
    }
    return { people, jobs };
  }
}

interface NamedDemand {
  capabilityUuid: string;
  direction: NamedDemandRow['direction'];
  value: string;
  words: string;
  nodeUuids: Set<string>;
}

/** The distinct demands (capability, direction, value) and the job nodes asking each. */
function namedDemands(rows: readonly NamedDemandRow[]): Map<string, NamedDemand> {
  const named = new Map<string, NamedDemand>();
  for (const r of rows) {
    if (!r.capabilityUuid) continue;
    const value = r.value ?? '';
    const key = `${r.capabilityUuid}|${r.direction}|${value}`;
    const demand =
      named.get(key) ??
      named
        .set(key, {
          capabilityUuid: r.capabilityUuid,
          direction: r.direction,
          value,
          words: demandInWords(r.capabilityDescription ?? '', r.capabilityCode ?? ''),
          nodeUuids: new Set(),
        })
        .get(key)!;
    demand.nodeUuids.add(r.nodeUuid);
  }
  return named;
}

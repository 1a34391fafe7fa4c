import { Injectable } from '@nestjs/common';
import { demandInWords, type Fitness, type MissedDemand } from '@domain/fitness';
import { judgeDemand } from '@domain/match-engine';
import { hasPerson, matchPeopleToPdas, type MatchPda, type PeopleBits } from '@domain/match-sets';
import { columnsOf, groupByNode, nodeSetOf } from './match-rule';
import {
  MatchInputsRepository,
  type AssessedPersonRow,
  type NamedDemandRow,
} from './match-inputs.repository';

/** One demand of a job: its words, who meets it, and what it asks (kept inside for words). */
interface JobDemand extends Omit<NamedDemand, 'nodeUuids'> {
  met: PeopleBits;
}

/** A person's verdict for one job: never a value, only the demands missed in words. */
export interface PersonFitness {
  fitness: Fitness;
  missed: MissedDemand[];
}

/** A missed demand with the values, for the roles that may read them (decision 0038). */
export interface ExplainedMiss extends MissedDemand {
  /** "Lift floor to waist: 23.5 kg misses at least 25 kg"; absent without the reasons right. */
  detail?: string;
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
    private readonly valueOf: (capabilityUuid: string, position: number) => string,
  ) {}

  /** The verdict in words only (the employer view and every role without the reasons right). */
  of(position: number): PersonFitness {
    const { fitness, missed } = this.explained(position, false);
    return { fitness, missed: missed.map(({ words, notMeasured }) => ({ words, notMeasured })) };
  }

  /**
   * The verdict with, when `withValues`, each missed demand's values judged by the shared rule
   * as the reasons report words them. One missed demand per distinct name.
   */
  explained(position: number, withValues: boolean): { fitness: Fitness; missed: ExplainedMiss[] } {
    if (!this.analysed || this.people[position].assessedOn === null)
      return { fitness: 'NOT_ASSESSED', missed: [] };
    if (hasPerson(this.fit!, position)) return { fitness: 'FIT', missed: [] };
    const missed = new Map<string, ExplainedMiss>();
    for (const d of this.demands) {
      if (hasPerson(d.met, position) || missed.has(d.words)) continue;
      const value = this.valueOf(d.capabilityUuid, position);
      const miss: ExplainedMiss = { words: d.words, notMeasured: value.trim() === '' };
      if (withValues)
        miss.detail = `${d.description}: ${judgeDemand(d.direction, value, d.value, d.units).details}`;
      missed.set(d.words, miss);
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
    const valueOf = (capabilityUuid: string, position: number) =>
      columns.get(capabilityUuid)?.[position] ?? '';

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
        .map(([key, { nodeUuids: _, ...d }]) => ({ ...d, met: sets.get(single(key))! }));
      jobs.set(
        nodeUuid,
        new JobFitness(
          nodeUuid,
          nodePdas !== undefined,
          people,
          nodePdas ? nodeSetOf(nodePdas, sets) : null,
          demands,
          valueOf,
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
  /** The capability's own name and units, for the words with values. */
  description: string;
  units: string;
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
          description: r.capabilityDescription || r.capabilityCode || 'A demand',
          units: r.capabilityUnits ?? '',
          nodeUuids: new Set(),
        })
        .get(key)!;
    demand.nodeUuids.add(r.nodeUuid);
  }
  return named;
}

import {
  numberOfValue,
  verdictsByValue,
  type MatchDemand,
  type MatchPda,
} from '@domain/match-sets';
import { demandKey, gradeOf, type CapabilityName, type Grade } from './grades';
import type { Nearest } from './nearest-node';

/** One capability's column with each distinct value once: code 0 is "not measured". */
interface CodedValues {
  codes: Int32Array;
  values: (string | null)[];
  /** Each value's number once (numberOfValue), so a compared demand parses none again. */
  numbers: number[];
}

/** Codes the values of the given ordinals only (the others stay 0): their distinct values. */
function codeValues(
  people: number,
  column: readonly (string | null | undefined)[] | undefined,
  ordinals: readonly number[],
) {
  const coded: CodedValues = { codes: new Int32Array(people), values: [null], numbers: [NaN] };
  if (!column) return coded;
  const codeOf = new Map<string, number>();
  for (const ordinal of ordinals) {
    const value = column[ordinal];
    if (value === null || value === undefined) continue;
    let code = codeOf.get(value);
    if (code === undefined) {
      codeOf.set(value, (code = coded.values.push(value) - 1));
      coded.numbers.push(numberOfValue(value));
    }
    coded.codes[ordinal] = code;
  }
  return coded;
}

/** Per capability a job node demands: its number of distinct unmet demands by value code. */
interface UnmetTable {
  codes: Int32Array;
  unmet: Uint16Array;
}

/** The people of one client as the full recompute holds them, by ordinal. */
export interface ClientPeople {
  count: number;
  /** A capability's values by ordinal; undefined when nobody was measured in it. */
  column(capability: string): readonly (string | null | undefined)[] | undefined;
  /** The job nodes of the person's classes with openings, if any. */
  targetsOf(ordinal: number): ReadonlySet<string> | undefined;
  /** Whom to grade (the measured); the others get null. */
  graded(ordinal: number): boolean;
  /** Whether the match results just computed say the person matches this job node. */
  matches(ordinal: number, nodeUuid: string): boolean;
}

/**
 * gradeOf for many people of one client at once (the full recompute), with the same answers.
 * gradeOf judges every demand of every active PDA of every job node for each person: at 50,000
 * people and 5,000 PDAs that is billions of judgements, and the recompute ran for hours. Here
 * whoever matches one of their jobs is OK from the match results' bits. For the others each
 * distinct demand is judged once per distinct value of its capability, each job node becomes
 * per capability a table from value to its number of unmet demands, and a person's count at a
 * node is one lookup per capability, done node by node over all of them so that each column is
 * read in order. The words of the nearest node are gradeOf's. People with no job node to be
 * graded against get null. `nearest` holds, for those graded against every job node who match
 * none, that nearest node and its count, so that a later change of a few nodes can tell whose
 * nearest it moves without searching them all again (nearestAfterChange).
 */
export function gradesOfClient(
  people: ClientPeople,
  byNode: ReadonlyMap<string, readonly MatchPda[]>,
  names: ReadonlyMap<string, CapabilityName>,
): { grades: (Grade | null)[]; nearest: (Nearest | undefined)[] } {
  const { count: size, column } = people;
  const nodes = [...byNode];
  const everyNode = nodes.map((_, i) => i);

  // Who is OK by the bits, and who is not: those up for every job node in one list, those
  // up for their classes' jobs each with theirs.
  const grades: (Grade | null)[] = new Array(size).fill(null);
  const unmatched: number[] = [];
  const unmatchedTargeted = new Map<number, number[]>();
  for (let ordinal = 0; ordinal < size; ordinal++) {
    if (!people.graded(ordinal)) continue;
    const targets = people.targetsOf(ordinal);
    const targeted = targets ? everyNode.filter((i) => targets.has(nodes[i][0])) : [];
    const jobs = targeted.length > 0 ? targeted : everyNode;
    if (jobs.length === 0) continue;
    if (jobs.some((job) => people.matches(ordinal, nodes[job][0])))
      grades[ordinal] = { grade: 'OK', reasons: '' };
    else if (targeted.length > 0) unmatchedTargeted.set(ordinal, targeted);
    else unmatched.push(ordinal);
  }

  // Values are coded over the unmatched alone: when most people match a job, the tables below
  // then span the few distinct values of the few searched, not every value of the client.
  const searched = [...unmatched, ...unmatchedTargeted.keys()];
  const counter = new UnmetCounter(size, column, searched);
  const tables = (searched.length > 0 ? nodes : []).map(([, pdas]) => counter.tablesOf(pdas));

  // Their nearest node among every job node: node by node over all of them, reading each code
  // column in order, keeping per person the first node with the fewest unmet demands.
  const nearest = new Map<number, number>();
  const fewest = new Uint32Array(unmatched.length).fill(0xffffffff);
  const nearestJob = new Int32Array(unmatched.length);
  const count = new Uint32Array(unmatched.length);
  for (const job of unmatched.length > 0 ? everyNode : []) {
    count.fill(0);
    for (const { codes, unmet } of tables[job])
      for (let k = 0; k < unmatched.length; k++) count[k] += unmet[codes[unmatched[k]]];
    for (let k = 0; k < unmatched.length; k++)
      if (count[k] < fewest[k]) {
        fewest[k] = count[k];
        nearestJob[k] = job;
      }
  }
  const everyJobNearest: (Nearest | undefined)[] = new Array(size);
  unmatched.forEach((ordinal, k) => {
    nearest.set(ordinal, nearestJob[k]);
    everyJobNearest[ordinal] = { node: nodes[nearestJob[k]][0], unmet: fewest[k] };
  });
  // Among their classes' jobs: person by person.
  for (const [ordinal, jobs] of unmatchedTargeted) {
    let least = Infinity;
    for (const job of jobs) {
      let unmet = 0;
      for (const { codes, unmet: byCode } of tables[job]) {
        unmet += byCode[codes[ordinal]];
        if (unmet >= least) break; // not nearer than a node before it
      }
      if (unmet < least) {
        least = unmet;
        nearest.set(ordinal, job);
      }
    }
  }

  for (const [ordinal, job] of nearest)
    grades[ordinal] = gradeAt(column, ordinal, nodes[job], names);
  return { grades, nearest: everyJobNearest };
}

/** The grade against one node (the nearest): gradeOf there lists exactly its unmet demands. */
export function gradeAt(
  column: ClientPeople['column'],
  ordinal: number,
  [nodeUuid, pdas]: readonly [string, readonly MatchPda[]],
  names: ReadonlyMap<string, CapabilityName>,
): Grade | null {
  const values = new Map<string, string | null | undefined>();
  for (const pda of pdas)
    for (const d of pda.demands) values.set(d.capabilityUuid, column(d.capabilityUuid)?.[ordinal]);
  return gradeOf(values, new Map([[nodeUuid, pdas]]), names);
}

/**
 * Counts unmet demands at job nodes for some people (by ordinal): each distinct demand judged
 * once per distinct value of its capability among them, a node becoming per capability a table
 * from value code to its number of distinct unmet demands.
 */
export class UnmetCounter {
  private readonly coded = new Map<string, CodedValues>();
  private readonly verdicts = new Map<string, Uint8Array>();

  constructor(
    private readonly size: number,
    private readonly column: ClientPeople['column'],
    private readonly ordinals: readonly number[],
  ) {}

  /** Each person's (of the counter's) number of distinct unmet demands at a node. */
  unmetAt(pdas: readonly MatchPda[]): Uint32Array {
    const count = new Uint32Array(this.ordinals.length);
    for (const { codes, unmet } of this.tablesOf(pdas))
      for (let k = 0; k < this.ordinals.length; k++) count[k] += unmet[codes[this.ordinals[k]]];
    return count;
  }

  tablesOf(pdas: readonly MatchPda[]): UnmetTable[] {
    const byCapability = new Map<string, Map<string, MatchDemand>>();
    for (const pda of pdas)
      for (const d of pda.demands) {
        const distinct =
          byCapability.get(d.capabilityUuid) ??
          byCapability.set(d.capabilityUuid, new Map()).get(d.capabilityUuid)!;
        distinct.set(demandKey(d), d);
      }
    return [...byCapability].map(([capability, demands]) => {
      const values = this.codedOf(capability);
      const unmet = new Uint16Array(values.values.length);
      for (const d of demands.values()) {
        const satisfied = this.satisfiedByCode(d, values);
        for (let code = 0; code < unmet.length; code++) unmet[code] += 1 - satisfied[code];
      }
      return { codes: values.codes, unmet };
    });
  }

  private codedOf(capability: string): CodedValues {
    let values = this.coded.get(capability);
    if (!values) {
      values = codeValues(this.size, this.column(capability), this.ordinals);
      this.coded.set(capability, values);
    }
    return values;
  }

  private satisfiedByCode(d: MatchDemand, { values, numbers }: CodedValues): Uint8Array {
    const key = demandKey(d);
    let verdict = this.verdicts.get(key);
    if (!verdict) {
      verdict = verdictsByValue(values, numbers, d);
      this.verdicts.set(key, verdict);
    }
    return verdict;
  }
}

import { demandSatisfied, type MatchDemand, type MatchPda } from '@domain/match-sets';
import { demandKey, gradeOf, type CapabilityName, type Grade } from './grades';

/** One capability's column with each distinct value once: code 0 is "not measured". */
interface CodedValues {
  codes: Int32Array;
  values: (string | null)[];
}

function codeValues(people: number, column: readonly (string | null | undefined)[] | undefined) {
  const coded: CodedValues = { codes: new Int32Array(people), values: [null] };
  if (!column) return coded;
  const codeOf = new Map<string, number>();
  for (let ordinal = 0; ordinal < people; ordinal++) {
    const value = column[ordinal];
    if (value === null || value === undefined) continue;
    let code = codeOf.get(value);
    if (code === undefined) codeOf.set(value, (code = coded.values.push(value) - 1));
    coded.codes[ordinal] = code;
  }
  return coded;
}

/** Per capability a job node demands: its number of distinct unmet demands by value code. */
interface UnmetTable {
  codes: Int32Array;
  unmet: Uint16Array;
}

/**
 * gradeOf for many people of one client at once (the full recompute), with the same answers.
 * gradeOf judges every demand of every active PDA of every job node for each person: at 50,000
 * people and 5,000 PDAs that is billions of judgements, and the recompute ran for hours. Here
 * each distinct demand is judged once per distinct value of its capability, each job node
 * becomes per capability a table from value to its number of unmet demands, and a person's
 * count at a node is one lookup per capability, done node by node over everyone so that each
 * column is read in order. The words of the nearest node are gradeOf's.
 * `column` gives a capability's values by person ordinal; `graded` says whom to grade (the
 * others get null, as do people with no job node to grade against).
 */
export function gradesOfClient(
  people: number,
  column: (capability: string) => readonly (string | null | undefined)[] | undefined,
  byNode: ReadonlyMap<string, readonly MatchPda[]>,
  names: ReadonlyMap<string, CapabilityName>,
  targetsOf: (ordinal: number) => ReadonlySet<string> | undefined,
  graded: (ordinal: number) => boolean,
): (Grade | null)[] {
  const coded = new Map<string, CodedValues>();
  const codedOf = (capability: string) =>
    coded.get(capability) ??
    coded.set(capability, codeValues(people, column(capability))).get(capability)!;
  const verdicts = new Map<string, Uint8Array>();
  const satisfiedByCode = (d: MatchDemand, { values }: CodedValues) => {
    const key = demandKey(d);
    let verdict = verdicts.get(key);
    if (!verdict) {
      verdict = Uint8Array.from(values, (v) => (demandSatisfied(d.direction, v, d.value) ? 1 : 0));
      verdicts.set(key, verdict);
    }
    return verdict;
  };

  const nodes = [...byNode];
  const tables: UnmetTable[][] = nodes.map(([, pdas]) => {
    const byCapability = new Map<string, Map<string, MatchDemand>>();
    for (const pda of pdas)
      for (const d of pda.demands) {
        const distinct =
          byCapability.get(d.capabilityUuid) ??
          byCapability.set(d.capabilityUuid, new Map()).get(d.capabilityUuid)!;
        distinct.set(demandKey(d), d);
      }
    return [...byCapability].map(([capability, demands]) => {
      const values = codedOf(capability);
      const unmet = new Uint16Array(values.values.length);
      for (const d of demands.values()) {
        const satisfied = satisfiedByCode(d, values);
        for (let code = 0; code < unmet.length; code++) unmet[code] += 1 - satisfied[code];
      }
      return { codes: values.codes, unmet };
    });
  });
  const everyNode = nodes.map((_, i) => i);

  // Against every job node (most people): node by node over everyone, reading each code
  // column in order, keeping per person the first node with the fewest unmet demands.
  const fewest = new Uint32Array(people).fill(0xffffffff);
  const nearest = new Int32Array(people).fill(-1);
  const count = new Uint32Array(people);
  for (const job of everyNode) {
    count.fill(0);
    for (const { codes, unmet } of tables[job])
      for (let ordinal = 0; ordinal < people; ordinal++) count[ordinal] += unmet[codes[ordinal]];
    for (let ordinal = 0; ordinal < people; ordinal++)
      if (count[ordinal] < fewest[ordinal]) {
        fewest[ordinal] = count[ordinal];
        nearest[ordinal] = job;
      }
  }

  // Against the jobs of their classes (people in a class with openings): those nodes only.
  const nearestOf = (ordinal: number, jobs: number[]) => {
    let best = -1;
    let least = Infinity;
    for (const job of jobs) {
      let unmet = 0;
      for (const { codes, unmet: byCode } of tables[job]) {
        unmet += byCode[codes[ordinal]];
        if (unmet >= least) break; // not nearer than a node before it
      }
      if (unmet < least) {
        least = unmet;
        best = job;
      }
      if (unmet === 0) break;
    }
    return { job: best, unmet: least };
  };

  const grades: (Grade | null)[] = new Array(people).fill(null);
  for (let ordinal = 0; ordinal < people; ordinal++) {
    if (!graded(ordinal) || nodes.length === 0) continue;
    const targets = targetsOf(ordinal);
    const targeted = targets ? everyNode.filter((i) => targets.has(nodes[i][0])) : [];
    const { job, unmet } =
      targeted.length > 0
        ? nearestOf(ordinal, targeted)
        : { job: nearest[ordinal], unmet: fewest[ordinal] };
    if (unmet === 0) {
      grades[ordinal] = { grade: 'OK', reasons: '' };
      continue;
    }
    // The words: gradeOf on the nearest node alone lists exactly its unmet demands.
    const [nodeUuid, pdas] = nodes[job];
    const values = new Map<string, string | null | undefined>();
    for (const pda of pdas)
      for (const d of pda.demands)
        values.set(d.capabilityUuid, column(d.capabilityUuid)?.[ordinal]);
    grades[ordinal] = gradeOf(values, new Map([[nodeUuid, pdas]]), names);
  }
  return grades;
}

// The match rule applied to many people at once (decision 0011, decision 0012): per
// capability the people satisfying an AT_LEAST or AT_MOST threshold are a range of the people
// sorted by value, so each distinct demand becomes one bitset built once, and a PDA's matches
// are the AND of its demands' bitsets. `demandSatisfied` is the same rule for one person; both
// agree with `judgeDemand` (property-tested), which adds the words for the reasons report.
import {
  demandAsksNothing,
  matchNumber,
  wordsMeet,
  type CapabilityDirection,
} from './match-engine';

export interface MatchDemand {
  capabilityUuid: string;
  direction: CapabilityDirection;
  value: string;
}

export interface MatchPda {
  pdaUuid: string;
  demands: readonly MatchDemand[];
}

const blank = (value: string | null | undefined): value is null | undefined | '' =>
  value === null || value === undefined || value.trim() === '';

/** judgeDemand's verdict without its words: the fast path for one person. */
export function demandSatisfied(
  direction: CapabilityDirection,
  personValue: string | null | undefined,
  pdaValue: string,
): boolean {
  if (demandAsksNothing(direction, pdaValue)) return true;
  if (blank(personValue)) return false;
  const person = matchNumber(personValue);
  const demand = matchNumber(pdaValue);
  if (direction === 'EQUALS')
    return person !== null && demand !== null
      ? person === demand
      : wordsMeet(personValue, pdaValue);
  if (demand === null || person === null) return false;
  return direction === 'AT_LEAST' ? person >= demand : person <= demand;
}

/** A set of people by ordinal, 32 per word. */
export type PeopleBits = Uint32Array;

export const wordsFor = (people: number) => Math.ceil(people / 32);

export function allPeople(people: number): PeopleBits {
  const bits = new Uint32Array(wordsFor(people)).fill(0xffffffff);
  if (people % 32 !== 0) bits[bits.length - 1] = (1 << (people % 32)) - 1;
  return bits;
}

export function hasPerson(bits: PeopleBits, ordinal: number): boolean {
  return (bits[ordinal >>> 5] & (1 << (ordinal & 31))) !== 0;
}

export function countPeople(bits: PeopleBits): number {
  let count = 0;
  for (let w of bits) {
    // Hamming weight of a 32-bit word.
    w -= (w >>> 1) & 0x55555555;
    w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
    count += (((w + (w >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
}

/** Calls `visit` with each ordinal in a set, ascending, without building an array. */
export function forEachPerson(bits: PeopleBits, visit: (ordinal: number) => void): void {
  for (let i = 0; i < bits.length; i++) {
    for (let w = bits[i]; w !== 0; w &= w - 1) visit(i * 32 + 31 - Math.clz32(w & -w));
  }
}

/** The ordinals in a set, ascending. */
export function peopleIn(bits: PeopleBits): number[] {
  const out: number[] = [];
  forEachPerson(bits, (ordinal) => out.push(ordinal));
  return out;
}

/**
 * The people (ordinals = indexes of `column`) satisfying one demand, by a scan: no sorting, so
 * it suits a demand judged once (EQUALS here). `column` may be shorter than `people` (the rest
 * unmeasured). Fills `into` when given.
 */
export function peopleSatisfying(
  people: number,
  column: readonly (string | null | undefined)[],
  demand: Pick<MatchDemand, 'direction' | 'value'>,
  into: PeopleBits = new Uint32Array(wordsFor(people)),
): PeopleBits {
  for (let ordinal = 0; ordinal < people; ordinal++)
    if (demandSatisfied(demand.direction, column[ordinal], demand.value))
      into[ordinal >>> 5] |= 1 << (ordinal & 31);
  return into;
}

/** A distinct value as a number once (NaN: blank or words), for AT_LEAST and AT_MOST. */
export const numberOfValue = (value: string | null): number =>
  value === null || blank(value) ? NaN : (matchNumber(value) ?? NaN);

/**
 * demandSatisfied for each of a capability's distinct values (1: satisfied), a compared demand
 * read against each value's number parsed once (`numbers[k]` of `values[k]`, numberOfValue).
 */
export function verdictsByValue(
  values: readonly (string | null)[],
  numbers: readonly number[],
  demand: Pick<MatchDemand, 'direction' | 'value'>,
): Uint8Array {
  const { direction, value } = demand;
  const threshold = matchNumber(value);
  // A number compared (demandSatisfied's rule without parsing each value again): NaN, blank
  // or words, satisfies no comparison.
  const compared =
    (direction === 'AT_LEAST' || direction === 'AT_MOST') &&
    threshold !== null &&
    !demandAsksNothing(direction, value);
  const verdicts = new Uint8Array(values.length);
  for (let k = 0; k < verdicts.length; k++)
    if (
      compared
        ? values[k] !== null &&
          (direction === 'AT_LEAST' ? numbers[k] >= threshold : numbers[k] <= threshold)
        : demandSatisfied(direction, values[k] ?? undefined, value)
    )
      verdicts[k] = 1;
  return verdicts;
}

/**
 * One capability's values by person ordinal with each distinct value held once: per ordinal
 * the index of its value in `values` (-1: unmeasured). A demand is judged by the rule once per
 * distinct value, then a scan of the indexes gives its people (the what-if, decision 0026):
 * 50,000 people measured to a tenth are a few hundred distinct values and 200 KB of indexes.
 */
export class CodedColumn {
  readonly values: string[] = [];
  /** Each distinct value as a number once (NaN: blank or words), for AT_LEAST and AT_MOST. */
  private readonly numbers: number[] = [];
  private readonly codeOf = new Map<string, number>();
  private codes: Int32Array;

  constructor(capacity = 0) {
    this.codes = new Int32Array(capacity).fill(-1);
  }

  set(ordinal: number, value: string | null | undefined): void {
    if (ordinal >= this.codes.length) {
      const wider = new Int32Array(Math.max(ordinal + 1, this.codes.length * 2)).fill(-1);
      wider.set(this.codes);
      this.codes = wider;
    }
    if (value === null || value === undefined) {
      this.codes[ordinal] = -1;
      return;
    }
    let code = this.codeOf.get(value);
    if (code === undefined) {
      code = this.values.push(value) - 1;
      this.codeOf.set(value, code);
      this.numbers.push(numberOfValue(value));
    }
    this.codes[ordinal] = code;
  }

  get(ordinal: number): string | undefined {
    const code = ordinal < this.codes.length ? this.codes[ordinal] : -1;
    return code < 0 ? undefined : this.values[code];
  }

  /** peopleSatisfying over this column: the people (ordinals below `people`) meeting `demand`. */
  satisfying(
    people: number,
    demand: Pick<MatchDemand, 'direction' | 'value'>,
    into: PeopleBits = new Uint32Array(wordsFor(people)),
  ): PeopleBits {
    const { direction, value } = demand;
    const verdicts = verdictsByValue(this.values, this.numbers, demand);
    const unmeasured = demandSatisfied(direction, undefined, value);
    const codes = this.codes;
    const held = Math.min(people, codes.length);
    for (let ordinal = 0; ordinal < held; ordinal++) {
      const code = codes[ordinal];
      if (code < 0 ? unmeasured : verdicts[code] === 1) into[ordinal >>> 5] |= 1 << (ordinal & 31);
    }
    // Past the held indexes everyone is unmeasured.
    if (unmeasured)
      for (let ordinal = held; ordinal < people; ordinal++)
        into[ordinal >>> 5] |= 1 << (ordinal & 31);
    return into;
  }
}

/** The people measured with a number for one capability, sorted by value. */
interface SortedCapability {
  values: Float64Array;
  ordinals: Int32Array;
}

function sortCapability(column: readonly (string | null | undefined)[]): SortedCapability {
  const entries: [number, number][] = [];
  column.forEach((raw, ordinal) => {
    if (blank(raw)) return;
    const n = matchNumber(raw);
    if (n !== null) entries.push([n, ordinal]);
  });
  entries.sort((a, b) => a[0] - b[0]);
  return {
    values: Float64Array.from(entries, (e) => e[0]),
    ordinals: Int32Array.from(entries, (e) => e[1]),
  };
}

/** First index whose value is >= target (strict: > target). */
function lowerBound(values: Float64Array, target: number, strict: boolean): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (strict ? values[mid] <= target : values[mid] < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * For each PDA, the people (ordinals 0..people-1) who satisfy every demand. `valuesOf`
 * answers a capability's column: index = person ordinal, the stored measurement or null.
 */
export function matchPeopleToPdas(
  people: number,
  valuesOf: (capabilityUuid: string) => readonly (string | null | undefined)[],
  pdas: readonly MatchPda[],
): Map<string, PeopleBits> {
  const everyone = allPeople(people);
  const sorted = new Map<string, SortedCapability>();
  const demandSets = new Map<string, PeopleBits>();

  const demandSet = (d: MatchDemand): PeopleBits => {
    if (demandAsksNothing(d.direction, d.value)) return everyone;
    const key = `${d.capabilityUuid}|${d.direction}|${d.value.trim().toLowerCase()}`;
    const known = demandSets.get(key);
    if (known) return known;
    const bits = new Uint32Array(everyone.length);
    const column = valuesOf(d.capabilityUuid);
    if (d.direction === 'EQUALS') {
      peopleSatisfying(people, column, d, bits);
    } else {
      const demand = matchNumber(d.value);
      if (demand !== null) {
        const capability =
          sorted.get(d.capabilityUuid) ??
          sorted.set(d.capabilityUuid, sortCapability(column)).get(d.capabilityUuid)!;
        const [from, to] =
          d.direction === 'AT_LEAST'
            ? [lowerBound(capability.values, demand, false), capability.values.length]
            : [0, lowerBound(capability.values, demand, true)];
        for (let i = from; i < to; i++) {
          const ordinal = capability.ordinals[i];
          bits[ordinal >>> 5] |= 1 << (ordinal & 31);
        }
      }
    }
    demandSets.set(key, bits);
    return bits;
  };

  const result = new Map<string, PeopleBits>();
  for (const pda of pdas) {
    const bits = everyone.slice();
    for (const demand of pda.demands) {
      const set = demandSet(demand);
      if (set === everyone) continue;
      for (let w = 0; w < bits.length; w++) bits[w] &= set[w];
    }
    result.set(pda.pdaUuid, bits);
  }
  return result;
}

import { hasPerson, wordsFor, type MatchPda, type PeopleBits } from '@domain/match-sets';
import { UnmetCounter } from './client-grades';
import type { StoredNearest } from './match-sets.repository';
import { nearestAfterChange, type Nearest } from './nearest-node';
import type { HeldValues } from './what-if-values.service';

/** Someone to grade again: searched over their jobs (`searched`) or at a known nearest node. */
export interface RegradedPerson {
  personUuid: string;
  position: number;
  measured: boolean;
  targets?: ReadonlySet<string>;
  /** Set when the stored nearest node tells where they stand: no search needed. */
  nearest?: Nearest;
}

export interface AffectedInput {
  /** Changed job nodes, and people whose jobs changed (RegradeScope's nodes and people). */
  scope: { nodes: readonly string[]; people: readonly string[] };
  byNode: ReadonlyMap<string, readonly MatchPda[]>;
  /** The client's people by position in the held results and values, and back. */
  people: readonly string[];
  positionOf: ReadonlyMap<string, number>;
  held: HeldValues;
  targets: ReadonlyMap<string, ReadonlySet<string>>;
  /** After the change: the people whose bit of a changed node flipped, and a node's set. */
  flipped: PeopleBits;
  setOf: (node: string) => PeopleBits | undefined;
  /** The stored nearest nodes (by ordinal) and the ordinals' nodes. */
  stored: ReadonlyMap<string, StoredNearest>;
  nodeOfOrdinal: ReadonlyMap<number, string>;
}

/**
 * Who a change can regrade (decision 0036). The people whose jobs changed, and of those
 * graded against a changed node (up for it, or for every job node when none of their jobs is
 * one) the ones whose bit there flipped or who match none of their jobs now: whoever matches
 * one and did not flip stays OK with no words, whatever the change did elsewhere. Of those up
 * for every job node who matched none before and still do, the stored nearest node says whether
 * the change moves them (nearestAfterChange): only the changed nodes are counted for them, and
 * only those whose nearest got further are searched over every node again.
 */
export function affectedBy(input: AffectedInput): RegradedPerson[] {
  const { byNode, held, targets, flipped, setOf } = input;
  const explicit = new Set(input.scope.people);
  const nodes = new Set(input.scope.nodes);
  // Who matches some job node after the change, for those graded against every one.
  const any = new Uint32Array(wordsFor(input.people.length));
  for (const node of byNode.keys()) {
    const set = setOf(node);
    if (set) for (let w = 0; w < any.length; w++) any[w] |= set[w];
  }
  const graded: RegradedPerson[] = [];
  const unmoved: Unmoved[] = [];
  input.people.forEach((personUuid, position) => {
    if (!held.measured(position)) return;
    const theirs = targets.get(personUuid);
    const open = theirs && [...theirs].filter((n) => byNode.has(n));
    const everyJob = !open || open.length === 0;
    const candidate = nodes.size > 0 && (everyJob || [...theirs!].some((n) => nodes.has(n)));
    const matchesNone = everyJob
      ? !hasPerson(any, position)
      : !open!.some((n) => {
          const set = setOf(n);
          return set !== undefined && hasPerson(set, position);
        });
    const person = { personUuid, position, measured: true, targets: theirs };
    if (explicit.has(personUuid)) return graded.push(person);
    if (!candidate || !(hasPerson(flipped, position) || matchesNone)) return;
    const stored = everyJob ? input.stored.get(personUuid) : undefined;
    const node = stored && input.nodeOfOrdinal.get(stored.ordinal);
    if (node) unmoved.push({ person, stored: { node, unmet: stored!.unmet } });
    else graded.push(person);
  });
  graded.push(...movedOf(unmoved, input));
  // People of the scope who are no longer measured lose any grade they had.
  for (const personUuid of input.scope.people) {
    const position = input.positionOf.get(personUuid);
    if (position !== undefined && !held.measured(position))
      graded.push({ personUuid, position, measured: false });
  }
  return graded;
}

/** Someone who matched no job before and after, with their stored nearest node. */
interface Unmoved {
  person: RegradedPerson;
  stored: Nearest;
}

/** Of those matching none before and after, the ones the changed nodes move, and where to. */
function movedOf(unmoved: readonly Unmoved[], { scope, byNode, held }: AffectedInput) {
  if (unmoved.length === 0) return [];
  const counter = new UnmetCounter(
    unmoved.length,
    heldColumnsOf(
      held,
      unmoved.map((u) => u.person),
    ),
    unmoved.map((_, k) => k),
  );
  const counts = new Map<string, Uint32Array | undefined>();
  for (const node of scope.nodes) {
    const pdas = byNode.get(node);
    counts.set(node, pdas && counter.unmetAt(pdas));
  }
  return unmoved.flatMap(({ person, stored }, k): RegradedPerson[] => {
    const changed = new Map([...counts].map(([node, count]) => [node, count?.[k]]));
    const after = nearestAfterChange(stored, changed);
    if (after === 'same') return [];
    return [after === 'search' ? person : { ...person, nearest: after }];
  });
}

/** The held values of some people, by their index in `people`, as gradesOfClient reads them. */
export function heldColumnsOf(held: HeldValues, people: readonly { position: number }[]) {
  const columns = new Map<string, (string | undefined)[] | undefined>();
  return (capability: string) => {
    if (!columns.has(capability)) {
      const column = held.column(capability);
      columns.set(capability, column && people.map((p) => column.get(p.position)));
    }
    return columns.get(capability);
  };
}

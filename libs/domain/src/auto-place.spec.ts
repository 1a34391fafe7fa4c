import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { optimalAssignment, type Assignment, type PlacementTerms } from './auto-place';

interface Slot {
  node: string;
  shift: 1 | 2;
}
interface Person {
  matches: string[];
  /** Per shift: 'preferred', 'nopreference' or 'unable'. */
  shifts: [string, string];
  days: number;
}

const termsOf = (slot: Slot, p: Person): PlacementTerms | null =>
  p.matches.includes(slot.node) && p.shifts[slot.shift - 1] !== 'unable' && p.days >= 0
    ? { preferredShift: p.shifts[slot.shift - 1] === 'preferred', daysAvailableBeforeClass: p.days }
    : null;
const solve = (slots: Slot[], people: Person[]) =>
  optimalAssignment(slots, people, (s) => `${s.node}/${s.shift}`, termsOf);

/** The objective, compared lexicographically: filled, preferred, days available. */
function score(
  slots: Slot[],
  people: Person[],
  assignments: Assignment[],
): [number, number, number] {
  let preferred = 0;
  let days = 0;
  for (const a of assignments) {
    const terms = termsOf(slots[a.slot], people[a.candidate])!;
    if (terms.preferredShift) preferred++;
    days += terms.daysAvailableBeforeClass;
  }
  return [assignments.length, preferred, days];
}

/** Every assignment, tried one by one: the reference for small cases. */
function bruteForce(slots: Slot[], people: Person[]): [number, number, number] {
  let best: [number, number, number] = [0, 0, 0];
  const chosen: Assignment[] = [];
  const taken = new Set<number>();
  const visit = (s: number) => {
    if (s === slots.length) {
      const sc = score(slots, people, chosen);
      if (
        sc[0] > best[0] ||
        (sc[0] === best[0] && (sc[1] > best[1] || (sc[1] === best[1] && sc[2] > best[2])))
      )
        best = sc;
      return;
    }
    visit(s + 1);
    people.forEach((p, c) => {
      if (taken.has(c) || !termsOf(slots[s], p)) return;
      taken.add(c);
      chosen.push({ slot: s, candidate: c });
      visit(s + 1);
      chosen.pop();
      taken.delete(c);
    });
  };
  visit(0);
  return best;
}

const person = (matches: string[], shifts: [string, string], days = 0): Person => ({
  matches,
  shifts,
  days,
});

describe('optimalAssignment', () => {
  it('fills more slots than taking the first eligible person slot by slot would', () => {
    // Greedy gives the door slot to Ann, and the seat slot stays empty: only Ann fits it.
    const slots: Slot[] = [
      { node: 'door', shift: 1 },
      { node: 'seat', shift: 1 },
    ];
    const people = [
      person(['door', 'seat'], ['preferred', 'preferred']),
      person(['door'], ['preferred', '']),
    ];
    expect(solve(slots, people)).toEqual([
      { slot: 0, candidate: 1 },
      { slot: 1, candidate: 0 },
    ]);
  });

  it('prefers preferred shifts, then the people available earliest', () => {
    const slots: Slot[] = [{ node: 'door', shift: 2 }];
    const early = person(['door'], ['preferred', 'nopreference'], 30);
    const preferring = person(['door'], ['nopreference', 'preferred'], 2);
    expect(solve(slots, [early, preferring])).toEqual([{ slot: 0, candidate: 1 }]);
    const later = person(['door'], ['', 'nopreference'], 5);
    expect(solve(slots, [later, early])).toEqual([{ slot: 0, candidate: 1 }]);
  });

  it('never places someone unable to work the shift, or where they do not match', () => {
    const slots: Slot[] = [
      { node: 'door', shift: 1 },
      { node: 'door', shift: 2 },
    ];
    const people = [
      person(['door'], ['unable', 'preferred']),
      person(['seat'], ['preferred', 'preferred']),
    ];
    expect(solve(slots, people)).toEqual([{ slot: 1, candidate: 0 }]);
    expect(solve([], people)).toEqual([]);
    expect(solve(slots, [])).toEqual([]);
  });

  it('is optimal: the same filled, preferred and availability totals as trying every assignment', () => {
    const node = fc.constantFrom('a', 'b', 'c');
    const slot = fc.record({ node, shift: fc.constantFrom<1 | 2>(1, 2) });
    const pref = fc.constantFrom('preferred', 'nopreference', '', 'unable');
    const someone = fc.record({
      matches: fc.uniqueArray(node, { maxLength: 3 }),
      shifts: fc.tuple(pref, pref),
      days: fc.integer({ min: -3, max: 40 }),
    });
    fc.assert(
      fc.property(
        fc.array(slot, { maxLength: 6 }),
        fc.array(someone, { maxLength: 6 }),
        (slots, people) => {
          const assignments = solve(slots, people);
          // Each slot and person at most once, every pair allowed.
          expect(new Set(assignments.map((a) => a.slot)).size).toBe(assignments.length);
          expect(new Set(assignments.map((a) => a.candidate)).size).toBe(assignments.length);
          for (const a of assignments)
            expect(termsOf(slots[a.slot], people[a.candidate])).not.toBeNull();
          expect(score(slots, people, assignments)).toEqual(bruteForce(slots, people));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('gives the same answer for the same input', () => {
    const slots: Slot[] = Array.from({ length: 6 }, (_, i) => ({
      node: 'door',
      shift: (1 + (i % 2)) as 1 | 2,
    }));
    const people = Array.from({ length: 9 }, () => person(['door'], ['preferred', 'preferred'], 3));
    expect(solve(slots, people)).toEqual(solve(slots, people));
  });
});

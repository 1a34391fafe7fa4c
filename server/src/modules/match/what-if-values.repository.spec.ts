import { describe, expect, it } from 'vitest';
import { newestOnly, numbersIn } from './what-if-values.repository';

describe('numbersIn', () => {
  it('reads the aggregated indexes, negative ones included', () => {
    expect([...numbersIn('3,-17,42,0')]).toEqual([3, -17, 42, 0]);
    expect([...numbersIn('7')]).toEqual([7]);
    expect([...numbersIn(''), ...numbersIn(null)]).toEqual([]);
  });
});

describe('newestOnly', () => {
  it('keeps each person’s value from their newest exam measuring the capability', () => {
    // Person 0: newest exam '30', older '10'. Person 1: only older exams, ranks 3 and 2 (the
    // newest did not measure it): '22' from rank 2. Person 2: one exam, a blank newest value
    // hides nothing older here. Older rows come as -(index + 1) with their rank in `ranks`.
    const column = {
      capabilityUuid: 'lift',
      indexes: Int32Array.from([-1, 0, -2, -2, 2]),
      ranks: Int32Array.from([2, 3, 2]),
      values: ['10', '30', '18', '22', ''],
    };
    const kept = newestOnly(3, column);
    const byPerson = Object.fromEntries([...kept.indexes].map((p, i) => [p, kept.values[i]]));
    expect(byPerson).toEqual({ 0: '30', 1: '22', 2: '' });
  });

  it('passes a column of newest exams only through as it came', () => {
    const column = {
      capabilityUuid: 'lift',
      indexes: Int32Array.from([1, 0]),
      ranks: new Int32Array(0),
      values: ['5', '6'],
    };
    expect(newestOnly(2, column)).toEqual({
      capabilityUuid: 'lift',
      indexes: column.indexes,
      values: ['5', '6'],
    });
  });
});

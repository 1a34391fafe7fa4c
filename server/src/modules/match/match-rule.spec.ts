import { describe, expect, it } from 'vitest';
import { columnsOfValues } from './match-rule';

describe('columnsOfValues', () => {
  it('places each value at its person and marks as measured only those with a value', () => {
    const { columns, measured } = columnsOfValues(4, [
      { capabilityUuid: 'height', indexes: Int32Array.from([2, 0]), values: ['180', ''] },
      { capabilityUuid: 'lift', indexes: Int32Array.from([2]), values: ['40'] },
    ]);
    expect(columns.get('height')).toEqual(['', null, '180', null]);
    expect(columns.get('lift')).toEqual([null, null, '40', null]);
    // A blank value still counts: the person has a COMPLETE exam measuring the capability.
    expect([...measured]).toEqual([1, 0, 1, 0]);
  });
});

import { describe, expect, it } from 'vitest';
import { roster } from '../../../test/rosterData';
import { realtimeRows, rosterStatus } from './rosterRows';

describe(rosterStatus.name, () => {
  it('shows a finished exam passed or failed by its grade or remote score', () => {
    expect(rosterStatus('COMPLETE', 'OK', null)).toBe('passed');
    expect(rosterStatus('COMPLETE', null, 'FAIL')).toBe('failed');
    expect(rosterStatus('COMPLETE', null, null)).toBe('complete');
    expect(rosterStatus('INPROGRESS', 'OK', null)).toBe('inprogress');
    expect(rosterStatus('DELETED', null, null)).toBe('deleted');
  });
});

describe(realtimeRows.name, () => {
  it('flattens the roster into rows with the person’s e-mail and phone', () => {
    const data = roster(2);
    data.locations[0].rooms[0].slots[0].entries[1].aPerson.collPersonMetas = [
      { metadataField: 'Email', stringValue: 'ava@example.com' },
      { metadataField: '_Phone_', stringValue: '(555) 123-4567' },
      { metadataField: 'GRADE_REASONS_CACHE', stringValue: 'Lift too low' },
    ];
    const rows = realtimeRows(data);
    expect(rows.map((r) => r.name)).toEqual(['Adams0, Ava', 'Adams1, Ava']);
    expect(rows[1]).toMatchObject({
      client: 'Riverside Vehicle Assembly',
      room: 'Assessment Room A',
      status: 'complete',
      idNumber: '40000001',
      email: 'ava@example.com',
      phone: '(555) 123-4567',
      exceptions: 'Lift too low',
    });
  });
});

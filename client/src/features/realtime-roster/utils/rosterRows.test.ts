import { describe, expect, it } from 'vitest';
import { roster } from '@client/test/rosterData';
import {
  examVerdict,
  realtimeRows,
  ROSTER_STATUS_LABELS,
  rosterStatus,
  sessionLabel,
  verdictColor,
} from './rosterRows';

describe(rosterStatus.name, () => {
  it('shows a finished exam passed or failed by its verdict, complete without one', () => {
    expect(rosterStatus('COMPLETE', 'OK')).toBe('passed');
    expect(rosterStatus('COMPLETE', 'PASS')).toBe('passed');
    expect(rosterStatus('COMPLETE', 'FAIL')).toBe('failed');
    expect(rosterStatus('COMPLETE', 'NG')).toBe('failed');
    expect(rosterStatus('COMPLETE', 'Loading')).toBe('complete');
    expect(rosterStatus('COMPLETE', null)).toBe('complete');
  });
  it('shows the other statuses as they are, whatever the verdict', () => {
    expect(rosterStatus('INPROGRESS', 'OK')).toBe('inprogress');
    expect(rosterStatus('PENDING', null)).toBe('pending');
    expect(rosterStatus('NOSHOW', null)).toBe('noshow');
    expect(rosterStatus('DELETED', null)).toBe('deleted');
  });
  it('labels DELETED "Cancelled", as the seed says', () => {
    expect(ROSTER_STATUS_LABELS.deleted).toBe('Cancelled');
    expect(ROSTER_STATUS_LABELS.noshow).toBe('No Show');
  });
});

describe(examVerdict.name, () => {
  it('takes a process score’s remote score and the other types’ grade', () => {
    expect(examVerdict({ examTypeKind: 'PROCESS', remoteScore: 'PASS', grade: 'NG' })).toBe('PASS');
    expect(examVerdict({ examTypeKind: 'PROCESS', remoteScore: null, grade: 'OK' })).toBeNull();
    expect(examVerdict({ examTypeKind: 'PPT', remoteScore: 'FAIL', grade: 'OK' })).toBe('OK');
    expect(examVerdict({ examTypeKind: 'TMM', remoteScore: null, grade: '' })).toBeNull();
  });
  it('colours PASS green, FAIL red and anything else grey', () => {
    expect(verdictColor('PASS')).toBe('success');
    expect(verdictColor('FAIL')).toBe('error');
    expect(verdictColor('PENDING')).toBe('default');
    expect(verdictColor(null)).toBe('default');
  });
});

describe(sessionLabel.name, () => {
  it('shows the instant on the site’s clock, naming the zone when the device’s differs', () => {
    const startTs = '2026-11-25T16:30:00Z';
    const timeZone = 'America/Los_Angeles';
    const viewer = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const note = viewer === timeZone ? '' : ' (America/Los_Angeles (PST))';
    expect(sessionLabel({ startTs, timeZone }, 'en-US')).toBe(`Nov 25, 2026, 8:30 AM${note}`);
  });
});

describe(realtimeRows.name, () => {
  it('flattens the roster into rows with the person’s metadata', () => {
    const data = roster(2);
    data.locations[0].rooms[0].slots[0].entries[1].aPerson.collPersonMetas = [
      { metadataField: 'Email', stringValue: 'ava@example.com' },
      { metadataField: '_Phone_', stringValue: '(555) 123-4567' },
      { metadataField: 'GRADE_CACHE', stringValue: 'NG' },
      { metadataField: 'GRADE_REASONS_CACHE', stringValue: 'Lift too low' },
    ];
    const rows = realtimeRows(data);
    expect(rows.map((r) => r.name)).toEqual(['Adams0, Ava', 'Adams1, Ava']);
    expect(rows[1]).toMatchObject({
      client: 'Riverside Vehicle Assembly',
      room: 'Assessment Room A',
      status: 'failed',
      idNumber: '40000001',
      email: 'ava@example.com',
      phone: '(555) 123-4567',
      grade: 'NG',
      exceptions: 'Lift too low',
    });
    expect(rows[0]).toMatchObject({ status: 'pending', email: '', phone: '', grade: null });
  });

  it('orders by client, then session time, then name', () => {
    const data = roster(1);
    const [location] = data.locations;
    const slot = location.rooms[0].slots[0];
    const at = (hour: number) => new Date(2026, 10, 25, hour).toISOString();
    location.rooms[0].slots = [
      { ...slot, startTs: at(10) },
      { ...slot, startTs: at(8), entries: [{ ...slot.entries[0], examUuid: 'early' }] },
    ];
    data.locations.unshift({ ...location, clientDescription: 'Zephyr Logistics', rooms: [] });
    data.locations.push({
      ...location,
      clientDescription: 'Acme Foods',
      rooms: [
        {
          ...location.rooms[0],
          slots: [{ ...slot, entries: [{ ...slot.entries[0], examUuid: 'acme' }] }],
        },
      ],
    });
    expect(realtimeRows(data).map((r) => [r.client, r.examUuid])).toEqual([
      ['Acme Foods', 'acme'],
      ['Riverside Vehicle Assembly', 'early'],
      ['Riverside Vehicle Assembly', slot.entries[0].examUuid],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { autoPlaceSummary } from './auto-place-summary';

const names: Record<string, string> = { a: 'Press line A', b: 'Press line B' };
const jobName = (node: string) => names[node];

describe('autoPlaceSummary', () => {
  it('says nobody was placed, how many slots stayed empty and why, naming the jobs', () => {
    const result = autoPlaceSummary(
      {
        placed: 0,
        emptySlots: [
          { nodeUuid: 'a', reason: 'NO_ACTIVE_PDA' },
          { nodeUuid: 'a', reason: 'NO_ACTIVE_PDA' },
          { nodeUuid: 'b', reason: 'NO_ACTIVE_PDA' },
          { nodeUuid: 'b', reason: 'NO_MATCH' },
        ],
      },
      jobName,
    );
    expect(result).toEqual({
      severity: 'warning',
      message:
        'Auto-Place placed nobody; 4 slots stayed empty: 3 because the job has no active PDA ' +
        '(completed or approved) to match people against (Press line A, Press line B); ' +
        "1 because no pool member meets the job's demands (Press line B).",
    });
  });

  it('is a success naming the count when every slot was filled', () => {
    expect(autoPlaceSummary({ placed: 1, emptySlots: [] }, jobName)).toEqual({
      severity: 'success',
      message: 'Auto-Place placed 1 person; no slot is empty.',
    });
    expect(
      autoPlaceSummary({ placed: 2, emptySlots: [{ nodeUuid: 'a', reason: 'ALL_TAKEN' }] }, jobName)
        .message,
    ).toBe(
      'Auto-Place placed 2 people; 1 slot stayed empty: 1 because everyone eligible went to another slot (Press line A).',
    );
  });
});

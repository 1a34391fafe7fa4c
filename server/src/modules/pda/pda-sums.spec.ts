import type { Capability } from './entities/capability.entities';
import { highestDemands } from './pda-sums';

const cap = (code: string, direction: Capability['direction'], ordinal: number) =>
  ({ capabilityUuid: code, code, direction, ordinal }) as Capability;
const row = (capabilityUuid: string, value: string, pdaDescription: string) => ({
  capabilityUuid,
  value,
  pdaDescription,
  pdaUuid: pdaDescription,
  nodeUuid: 'n',
  pdaTypeUuid: 't',
  pdaStatusEnum: 'COMPLETED',
});

describe(highestDemands.name, () => {
  it('takes the largest AT_LEAST demand, the smallest AT_MOST one, and names its PDA', () => {
    const result = highestDemands(
      [
        row('LIFT', '10', 'A'),
        row('LIFT', '25', 'B'),
        row('LIFT', '5', 'C'),
        row('TEMP', '30', 'A'),
        row('TEMP', '20', 'B'),
      ],
      [cap('LIFT', 'AT_LEAST', 1), cap('TEMP', 'AT_MOST', 2)],
    );
    expect(result.map((r) => [r.capability.code, r.row.value, r.row.pdaDescription])).toEqual([
      ['LIFT', '25', 'B'],
      ['TEMP', '20', 'B'],
    ]);
  });

  it('keeps the first PDA for text capabilities and ignores unknown ones', () => {
    const result = highestDemands(
      [row('SIDE', 'LEFT', 'B'), row('SIDE', 'RIGHT', 'A'), row('GONE', '1', 'A')],
      [cap('SIDE', 'EQUALS', 1)],
    );
    expect(result).toHaveLength(1);
    expect(result[0].row.value).toBe('RIGHT');
  });
});

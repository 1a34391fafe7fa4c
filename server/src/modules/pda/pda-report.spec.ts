import { describe, expect, it } from 'vitest';
import type { PdaDto } from './dto/pda.dto';
import { pdaReportSection } from './pda-report';

/** A PDA with one object, takt time 36 s (100 cycles an hour), and the given exertions. */
function pdaWith(exertions: PdaDto['collPDAObjects'][number]['exertions']): PdaDto {
  return {
    description: 'Install brake lines',
    pdaStatusEnum: 'INPROGRESS',
    taktTime: 36,
    collPDAVariations: [],
    collPDAElements: [],
    collPDATools: [],
    collPDADemands: [],
    collPDAObjects: [{ description: 'Connector', exertions }],
  } as unknown as PdaDto;
}

/** The Frequency cell of the exertion row, read from the report's HTML. */
function frequencyOf(report: string, kind: string): string {
  const row = new RegExp(
    `<td>Connector</td>\\s*<td>${kind}</td>(?:\\s*<td[^>]*>[^<]*</td>){2}\\s*<td>([^<]*)</td>`,
  );
  return row.exec(report)?.[1].trim() ?? 'no row';
}

describe(pdaReportSection.name, () => {
  it('rates finger exertions by the fine-finger key, others by the exertional key', () => {
    const report = pdaReportSection(
      pdaWith({
        finger: { reps: 1, kg: 0, side: 'R' },
        grip: { reps: 1, kg: 5, side: 'R' },
      }),
      [],
      'Riverside > Trim',
    ).toString();
    // 100 an hour: occasional for fingers (at most 300), constant for a grip (61 or more).
    expect(frequencyOf(report, 'finger')).toBe('Occasional');
    expect(frequencyOf(report, 'grip')).toBe('Constant');
  });

  it('calls 700 finger reps an hour constant and 400 frequent', () => {
    const at = (reps: number) =>
      frequencyOf(
        pdaReportSection(pdaWith({ finger: { reps, kg: 0, side: 'L' } }), [], 'x').toString(),
        'finger',
      );
    expect(at(7)).toBe('Constant');
    expect(at(4)).toBe('Frequent');
  });
});

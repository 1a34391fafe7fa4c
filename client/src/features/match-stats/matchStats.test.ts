import { TREE_LEVELS } from '@domain/tree-levels';
import { describe, expect, it } from 'vitest';
import type { TreeRuleDto } from './api/matchStatsApi';
import { demandText, exclusionBars, percentText, pickerLevels } from './matchStats';

const rule = (over: Partial<TreeRuleDto>): TreeRuleDto => ({
  pdaUuid: 'p1',
  pdaDescription: 'Door fitting',
  nodeUuid: 'n1',
  capabilityUuid: 'c1',
  code: 'LIFT',
  capabilityDescription: 'Lift floor to waist',
  direction: 'AT_LEAST',
  units: 'KG',
  pdaValue: '20',
  count: 3,
  notMeasured: 1,
  avg: 12.5,
  n: 10,
  ...over,
});

describe('pickerLevels', () => {
  it('leaves out the tenant, the client site level and Cost Center, shallow levels first', () => {
    const offered = pickerLevels(TREE_LEVELS.map((l) => ({ ...l })).reverse());
    expect(offered.map((l) => l.description)).toEqual([
      'Non-Vehicle',
      'Production Shop',
      'Production Section',
      'Production Group',
      'Production Team',
      'Production Process',
    ]);
  });
});

describe('demandText and percentText', () => {
  it('words a demand with its units, Infinity without', () => {
    expect(demandText(rule({}))).toBe('at least 20 kg');
    expect(demandText(rule({ direction: 'AT_MOST', pdaValue: '1.7976931348623157E308' }))).toBe(
      'at most Infinity',
    );
    expect(demandText(rule({ direction: 'EQUALS', pdaValue: 'Standing', units: null }))).toBe(
      'Standing',
    );
    expect(percentText(100 / 3)).toBe('33.33%');
  });
});

describe('exclusionBars', () => {
  it('keeps one bar per demand, most excluded first, without demands that exclude nobody', () => {
    const bars = exclusionBars([
      rule({ count: 3 }),
      rule({ pdaUuid: 'p2', pdaDescription: 'Seat install', count: 3 }),
      rule({ capabilityDescription: 'Reach', pdaValue: '60', units: 'INCHES', count: 7 }),
      rule({ capabilityDescription: 'Grip', count: 0 }),
    ]);
    expect(bars).toEqual([
      { label: 'Reach: at least 60 inches', count: 7 },
      { label: 'Lift floor to waist: at least 20 kg', count: 3 },
    ]);
  });

  it('shows the top ten', () => {
    const many = Array.from({ length: 14 }, (_, i) =>
      rule({ capabilityDescription: `C${i}`, count: i + 1 }),
    );
    const bars = exclusionBars(many);
    expect(bars).toHaveLength(10);
    expect(bars[0]).toEqual({ label: 'C13: at least 20 kg', count: 14 });
  });
});

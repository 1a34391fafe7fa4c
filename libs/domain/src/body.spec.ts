import { describe, expect, it } from 'vitest';
import {
  CAPABILITY_TYPES,
  isBodyPosition,
  isCapabilityType,
  isGroupingCapabilityType,
  isSide,
} from './body';

describe('body and capability enums', () => {
  it('recognises body positions and sides', () => {
    expect(isBodyPosition('Standing')).toBe(true);
    expect(isBodyPosition('Seated')).toBe(true);
    expect(isBodyPosition('Kneeling')).toBe(false);
    expect(isBodyPosition('standing')).toBe(false);
    expect(['EITHER', 'LEFT', 'RIGHT', 'BOTH'].every(isSide)).toBe(true);
    expect(isSide('NONE')).toBe(false);
  });

  it('lists value types before grouping types', () => {
    expect(CAPABILITY_TYPES).toEqual([
      'SIDE',
      'TEXTAREA',
      'RANGE_UNITS',
      'BODY_POSITION',
      'BOOLEAN',
      'COGNITION',
      'ENVIRONMENTAL',
      'FACTORS',
      'PERCEPTION',
      'PPE',
    ]);
    expect(CAPABILITY_TYPES.every(isCapabilityType)).toBe(true);
    expect(isCapabilityType('NUMERIC')).toBe(false);
  });

  it('tells grouping types apart', () => {
    expect(CAPABILITY_TYPES.filter(isGroupingCapabilityType)).toEqual([
      'COGNITION',
      'ENVIRONMENTAL',
      'FACTORS',
      'PERCEPTION',
      'PPE',
    ]);
  });
});

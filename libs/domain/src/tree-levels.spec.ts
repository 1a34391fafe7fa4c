import { describe, expect, it } from 'vitest';
import {
  childLevelsOf,
  levelNameOf,
  parentLevelsOf,
  TENANT_LEVEL_UUID,
  TREE_LEVELS,
} from './tree-levels';

describe('tree levels', () => {
  it('has the nine levels of the seed, the tenant with the all-zero id', () => {
    expect(TREE_LEVELS.map((l) => l.description)).toHaveLength(9);
    expect(levelNameOf(TENANT_LEVEL_UUID)).toBe('tenant');
  });

  it('puts client sites under the tenant and shops or non-vehicle areas under a client', () => {
    expect(childLevelsOf('tenant')).toEqual(['NAMC']);
    expect(childLevelsOf('NAMC')).toEqual(['Production Shop', 'Non-Vehicle']);
  });

  it('allows a Cost Center under any level below a client, and nothing under it', () => {
    for (const level of [
      'Production Shop',
      'Non-Vehicle',
      'Production Section',
      'Production Group',
      'Production Team',
      'Production Process',
    ] as const) {
      expect(childLevelsOf(level)).toContain('Cost Center');
    }
    expect(childLevelsOf('NAMC')).not.toContain('Cost Center');
    expect(childLevelsOf('Cost Center')).toEqual([]);
  });

  it('answers where a level may hang', () => {
    expect(parentLevelsOf('Production Section')).toEqual(['Production Shop', 'Non-Vehicle']);
    expect(parentLevelsOf('NAMC')).toEqual(['tenant']);
    expect(parentLevelsOf('tenant')).toEqual([]);
  });
});

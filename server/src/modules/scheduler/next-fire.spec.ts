import { describe, expect, it } from 'vitest';
import { intervalProblem, nextFireAfter } from './next-fire';

describe(nextFireAfter.name, () => {
  const t0 = new Date('2026-01-01T00:00:00Z');
  it('keeps a time still in the future', () => {
    expect(nextFireAfter(new Date(t0.getTime() + 5000), 60, t0).getTime()).toBe(
      t0.getTime() + 5000,
    );
  });
  it('advances one interval when just due', () => {
    expect(nextFireAfter(t0, 60, t0).getTime()).toBe(t0.getTime() + 60_000);
  });
  it('skips missed fires and stays on the grid', () => {
    const now = new Date(t0.getTime() + 185_000);
    expect(nextFireAfter(t0, 60, now).getTime()).toBe(t0.getTime() + 240_000);
  });
});

describe(intervalProblem.name, () => {
  it('accepts the bounds and refuses outside them', () => {
    expect(intervalProblem(5)).toBeNull();
    expect(intervalProblem(604800)).toBeNull();
    expect(intervalProblem(4)).toMatch(/between 5 and 604800/);
    expect(intervalProblem(604801)).toMatch(/between/);
    expect(intervalProblem(1.5)).toMatch(/whole/);
  });
});

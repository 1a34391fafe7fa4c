import { describe, expect, it } from 'vitest';
import { nextFireAfter } from './next-fire';

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

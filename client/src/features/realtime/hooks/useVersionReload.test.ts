import { describe, expect, it } from 'vitest';
import { shouldReload } from './useVersionReload';

describe(shouldReload.name, () => {
  const now = 1_000_000;

  it('keeps a page whose version the server lists', () => {
    expect(shouldReload(['1.0', '2.0'], '2.0', null, now)).toBe(false);
  });

  it('reloads an unlisted version, but at most once a minute', () => {
    expect(shouldReload(['3.0'], '2.0', null, now)).toBe(true);
    expect(shouldReload(['3.0'], '2.0', now - 59_000, now)).toBe(false);
    expect(shouldReload(['3.0'], '2.0', now - 60_000, now)).toBe(true);
  });
});

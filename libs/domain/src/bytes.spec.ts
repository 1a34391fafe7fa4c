import { describe, expect, it } from 'vitest';
import { formatByteCount } from './bytes';

describe(formatByteCount.name, () => {
  it('reads bytes, then one decimal of KB, MB and GB (1024 each)', () => {
    expect(formatByteCount(0)).toBe('0 B');
    expect(formatByteCount(1023)).toBe('1023 B');
    expect(formatByteCount(1024)).toBe('1.0 KB');
    expect(formatByteCount(1536)).toBe('1.5 KB');
    expect(formatByteCount(1.2 * 1024 * 1024)).toBe('1.2 MB');
    expect(formatByteCount(3 * 1024 ** 3)).toBe('3.0 GB');
  });
});

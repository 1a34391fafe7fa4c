import { describe, expect, it } from 'vitest';
import { formatByteCount } from './bytes';

describe(formatByteCount.name, () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1.2 * 1024 * 1024, '1.2 MB'],
    [50 * 1024 * 1024, '50 MB'],
    [3 * 1024 ** 3, '3 GB'],
    // Rounded to one decimal, never shown as "3.0".
    [3 * 1024 ** 3 + 1, '3 GB'],
    [1024 * 1024 - 1, '1 MB'],
    [5000 * 1024 ** 3, '5000 GB'],
  ])('writes %d bytes as %s (steps of 1024)', (bytes, text) => {
    expect(formatByteCount(bytes)).toBe(text);
  });
});

import { formatBytes } from './byte-size';

describe(formatBytes.name, () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [1023, '1023 bytes'],
    [1536, '1.5 KiB'],
    [50 * 1024 * 1024, '50 MiB'],
    [3 * 1024 ** 3 + 1, '3 GiB'],
  ])('formats %d as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

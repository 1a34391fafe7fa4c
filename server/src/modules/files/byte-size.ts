const UNITS = [
  ['GiB', 1024 ** 3],
  ['MiB', 1024 ** 2],
  ['KiB', 1024],
] as const;

/** 52428800 -> "50 MiB", 1536 -> "1.5 KiB", 0 -> "0 bytes": sizes as people read them. */
export function formatBytes(bytes: number): string {
  for (const [unit, size] of UNITS) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return bytes === 1 ? '1 byte' : `${bytes} bytes`;
}

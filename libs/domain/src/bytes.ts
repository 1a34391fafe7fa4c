const UNITS = [
  ['GB', 1024 ** 3],
  ['MB', 1024 ** 2],
  ['KB', 1024],
] as const;

/** 1258291 -> '1.2 MB', 1536 -> '1.5 KB', 980 -> '980 B': byte counts as people read them. */
export function formatByteCount(bytes: number): string {
  for (const [unit, size] of UNITS) {
    if (bytes >= size) return `${(bytes / size).toFixed(1)} ${unit}`;
  }
  return `${bytes} B`;
}

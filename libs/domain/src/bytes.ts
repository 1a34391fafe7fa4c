/** Steps of 1024 bytes, written KB, MB and GB as people read file sizes (the one such table). */
const UNITS = ['B', 'KB', 'MB', 'GB'] as const;
const STEP = 1024;

/**
 * 1258291 -> '1.2 MB', 1536 -> '1.5 KB', 52428800 -> '50 MB', 980 -> '980 B': byte counts as
 * people read them, at most one decimal, wherever a size is shown or named (grids, messages,
 * reports).
 */
export function formatByteCount(bytes: number): string {
  let value = bytes;
  let unit = 0;
  // The next unit once the value would be written 1024 or more (1048575 bytes is 1 MB).
  while (unit < UNITS.length - 1 && Number(value.toFixed(1)) >= STEP) {
    value /= STEP;
    unit++;
  }
  return `${Number(value.toFixed(1))} ${UNITS[unit]}`;
}

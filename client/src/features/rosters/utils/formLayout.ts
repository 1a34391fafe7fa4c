/** 'col-6' -> 6, 'col-xl-9' -> 9: the seed's layout classes as grid spans out of 12. */
export function spanOf(layoutClass: string, fallback = 12): number {
  const n = Number(/(\d+)$/.exec(layoutClass)?.[1]);
  return Number.isInteger(n) && n >= 1 && n <= 12 ? n : fallback;
}

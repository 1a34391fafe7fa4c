export type NumericInput = number | string | null | undefined;

// Values reach the domain both as numbers and as stored stringValue text; blank means missing.
export function parseNumber(value: NumericInput): number | null {
  if (value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
  return Number.isNaN(n) ? null : n;
}

// Builds a type guard for a readonly list of literals, for input coming from requests or storage.
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/**
 * Freezes a value and everything it holds, so an answer shared by every caller cannot be
 * changed by one of them (decision 0049): a caller that tries gets a TypeError at once, in
 * tests, instead of another caller's wrong answer later. Run once when the answer is read,
 * never per hit. Buffers and typed arrays cannot be frozen and are left as they are.
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  if (ArrayBuffer.isView(value)) return value;
  Object.freeze(value);
  for (const key of Reflect.ownKeys(value))
    deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  return value;
}

import { describe, expect, it } from 'vitest';
import { spanOf } from './formLayout';

describe(spanOf.name, () => {
  it.each([
    ['col-1', 1],
    ['col-4', 4],
    ['col-8', 8],
    ['col-12', 12],
    ['col-xl-6', 6],
    ['col-xl-9', 9],
    ['nonsense', 12],
    ['col-13', 12],
  ])('%s spans %i', (cls, span) => expect(spanOf(cls)).toBe(span));
});

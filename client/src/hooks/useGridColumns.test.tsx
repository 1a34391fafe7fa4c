import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldSpan, useGridColumns } from './useGridColumns';

const initialWidth = window.innerWidth;

function resizeTo(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

describe(useGridColumns.name, () => {
  afterEach(() => resizeTo(initialWidth));

  it("follows the window's width through the seed's breakpoints", () => {
    resizeTo(390);
    const { result } = renderHook(() => useGridColumns());
    expect(result.current).toBe(6);
    resizeTo(900);
    expect(result.current).toBe(8);
    resizeTo(1200);
    expect(result.current).toBe(12);
    resizeTo(1440);
    expect(result.current).toBe(14);
  });
});

describe(fieldSpan.name, () => {
  it('gives a field the whole row on phones and four tracks elsewhere', () => {
    expect(fieldSpan(6)).toBe(6);
    expect(fieldSpan(8)).toBe(4);
    expect(fieldSpan(12)).toBe(4);
    expect(fieldSpan(14)).toBe(4);
    expect(fieldSpan(14, true)).toBe(14);
  });
});

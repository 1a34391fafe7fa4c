import { act, fireEvent, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfk } from './useAfk';

describe(useAfk.name, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns away after five minutes without input and back at the next input', () => {
    const { result } = renderHook(() => useAfk());
    act(() => vi.advanceTimersByTime(5 * 60_000 - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);

    act(() => {
      fireEvent.keyDown(window, { key: 'a' });
    });
    expect(result.current).toBe(false);
  });

  it('restarts the five minutes at every mouse, keyboard or touch input', () => {
    const { result } = renderHook(() => useAfk());
    act(() => vi.advanceTimersByTime(4 * 60_000));
    act(() => {
      fireEvent.mouseMove(window);
    });
    act(() => vi.advanceTimersByTime(4 * 60_000));
    act(() => {
      fireEvent.touchStart(window);
    });
    act(() => vi.advanceTimersByTime(4 * 60_000));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBe(true);
  });
});

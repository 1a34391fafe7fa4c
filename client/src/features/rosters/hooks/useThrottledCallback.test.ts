import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThrottledCallback } from './useThrottledCallback';

describe(useThrottledCallback.name, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and folds the rest into one trailing call', () => {
    const fn = vi.fn();
    const { result } = renderHook(() => useThrottledCallback(fn, 1000));
    act(() => result.current('a'));
    expect(fn).toHaveBeenCalledWith('a');
    act(() => {
      result.current('b');
      result.current('c');
    });
    expect(fn).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith('c');
  });

  it('saves what is pending when the field goes away', () => {
    const fn = vi.fn();
    const { result, unmount } = renderHook(() => useThrottledCallback(fn, 1000));
    act(() => {
      result.current('a');
      result.current('b');
    });
    unmount();
    expect(fn).toHaveBeenLastCalledWith('b');
  });
});

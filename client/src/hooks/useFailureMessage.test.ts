import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFailureMessage } from './useFailureMessage';

describe(useFailureMessage.name, () => {
  it("keeps the server's own words, without the status, after the screen's prefix", () => {
    const { result } = renderHook(() => useFailureMessage('The class could not be created: '));
    expect(result.current.message).toBeNull();
    act(() =>
      result.current.fail({ status: 409, data: { message: 'A class of that name exists' } }),
    );
    expect(result.current.message).toBe(
      'The class could not be created: A class of that name exists',
    );
    act(() => result.current.clear());
    expect(result.current.message).toBeNull();
  });

  it('words an unreachable server and a rate limit for a person', () => {
    const { result } = renderHook(() => useFailureMessage());
    act(() => result.current.fail({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }));
    expect(result.current.message).toBe(
      'The server cannot be reached. Please check your connection and try again.',
    );
    act(() => result.current.fail({ status: 429, data: { retryAfterSeconds: 1 } }));
    expect(result.current.message).toBe('Too many attempts. Please wait 1 second and try again.');
    act(() => result.current.set('Choose a job class'));
    expect(result.current.message).toBe('Choose a job class');
  });
});

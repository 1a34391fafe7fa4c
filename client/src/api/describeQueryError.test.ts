import { describe, expect, it } from 'vitest';
import { describeQueryError } from './describeQueryError';

describe(describeQueryError.name, () => {
  it('names the status and the server message', () => {
    expect(describeQueryError({ status: 404, data: { message: 'Node not found' } })).toBe(
      'HTTP 404: Node not found',
    );
  });

  it('joins validation messages', () => {
    expect(describeQueryError({ status: 400, data: { message: ['a is bad', 'b is bad'] } })).toBe(
      'HTTP 400: a is bad, b is bad',
    );
  });

  it('falls back to the status alone', () => {
    expect(describeQueryError({ status: 502, data: null })).toBe('HTTP 502');
  });

  it('names transport failures', () => {
    expect(describeQueryError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'FETCH_ERROR: TypeError: Failed to fetch',
    );
  });

  it('uses the message of a serialized error', () => {
    expect(describeQueryError({ message: 'Aborted' })).toBe('Aborted');
  });
});

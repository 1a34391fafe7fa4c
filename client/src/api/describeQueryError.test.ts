import { describe, expect, it } from 'vitest';
import {
  describeQueryError,
  queryErrorMessage,
  SERVER_UNREACHABLE,
  tooManyAttempts,
} from './describeQueryError';

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

describe(queryErrorMessage.name, () => {
  it("shows the server's message without the status", () => {
    expect(
      queryErrorMessage({ status: 400, data: { message: 'You cannot disable yourself' } }),
    ).toBe('You cannot disable yourself');
  });

  it('says the server cannot be reached for transport failures', () => {
    expect(queryErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe(
      SERVER_UNREACHABLE,
    );
    expect(queryErrorMessage({ status: 'TIMEOUT_ERROR', error: 'timeout' })).toBe(
      SERVER_UNREACHABLE,
    );
  });

  it('says how long to wait after a rate limit', () => {
    expect(queryErrorMessage({ status: 429, data: { retryAfterSeconds: 1 } })).toBe(
      'Too many attempts. Please wait 1 second and try again.',
    );
    expect(queryErrorMessage({ status: 429, data: {} })).toBe(tooManyAttempts());
  });

  it('falls back to the generic text', () => {
    expect(queryErrorMessage({ status: 500, data: null })).toBe('An error has occurred');
    expect(queryErrorMessage(undefined)).toBe('An error has occurred');
  });
});

import { describe, expect, it } from 'vitest';
import {
  CONNECTION_LOST,
  EXAM_NO_SHOW_MESSAGE,
  EXAM_NO_SHOW_TITLE,
  KANBAN_VALUE_NOT_ECHOED,
  NO_ACCESS_MESSAGE,
  errorText,
  tbd,
} from './messages';

describe('messages', () => {
  it('keeps the seed wording, including the two spaces', () => {
    expect(CONNECTION_LOST).toBe('Connection to Server Lost.  Reconnecting...');
    expect(NO_ACCESS_MESSAGE).toBe("You do not have access to any of the product's applications.");
    expect(KANBAN_VALUE_NOT_ECHOED).toBe(
      "Couldn't update kanban. Are you trying to set the value to be too low?",
    );
  });

  it('announces a no-show under the Exam Finalized title', () => {
    expect(EXAM_NO_SHOW_TITLE).toBe('Exam Finalized');
    expect(EXAM_NO_SHOW_MESSAGE).toBe('Exam has been marked as a no-show.');
  });

  it('prefixes unmatched subjective values with TBD', () => {
    expect(tbd('7.5')).toBe('TBD: 7.5');
    expect(tbd(3)).toBe('TBD: 3');
  });
});

describe('errorText', () => {
  it('prefixes messages with Error:', () => {
    expect(errorText('Package not found')).toBe('Error: Package not found');
    expect(errorText(new Error('timeout'))).toBe('Error: timeout');
  });

  it('serialises other values', () => {
    expect(errorText({ status: 500 })).toBe('Error: {"status":500}');
    expect(errorText(undefined)).toBe('Error: undefined');
  });

  it('survives values that cannot be serialised', () => {
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(errorText(loop)).toBe('Error: [object Object]');
  });
});

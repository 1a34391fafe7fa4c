import { describe, expect, it } from 'vitest';
import {
  NODE_NAME_MAX,
  nodeNameProblem,
  PDA_DESCRIPTION_MAX,
  pdaDescriptionProblem,
  USER_CODE_PATTERN,
} from './rules';

describe('user code pattern', () => {
  it.each(['ab', 'jane.doe@example.com', 'a_b-c.d', 'x'.repeat(100)])('accepts %s', (code) =>
    expect(USER_CODE_PATTERN.test(code)).toBe(true),
  );
  it.each(['a', 'x'.repeat(101), 'jane doe', 'jané', 'a/b', ''])('refuses %s', (code) =>
    expect(USER_CODE_PATTERN.test(code)).toBe(false),
  );
});

describe(nodeNameProblem.name, () => {
  it('accepts a trimmed name up to the maximum', () => {
    expect(nodeNameProblem(` ${'n'.repeat(NODE_NAME_MAX)} `)).toBeUndefined();
  });
  it('names the problem of an empty or too long name', () => {
    expect(nodeNameProblem('   ')).toBe('Name must not be empty');
    expect(nodeNameProblem('n'.repeat(NODE_NAME_MAX + 1))).toBe(
      'Name must be at most 200 characters',
    );
  });
});

describe(pdaDescriptionProblem.name, () => {
  it('accepts up to the maximum and names the problems', () => {
    expect(pdaDescriptionProblem('d'.repeat(PDA_DESCRIPTION_MAX))).toBeUndefined();
    expect(pdaDescriptionProblem('')).toBe('Description must not be empty');
    expect(pdaDescriptionProblem('d'.repeat(PDA_DESCRIPTION_MAX + 1))).toBe(
      'Description must be at most 300 characters',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { NODE_ACTION_LABELS, defaultClassDescription } from './labels';

describe('labels', () => {
  it('proposes the pool name plus " New Hire Class"', () => {
    expect(defaultClassDescription('Acme Spring')).toBe('Acme Spring New Hire Class');
  });

  it('offers Create Client Site among the node actions', () => {
    expect(NODE_ACTION_LABELS.createClientSite).toBe('Create Client Site');
  });
});

import { TENANT_NODE_UUID } from '@domain/tree-levels';
import { describe, expect, it } from 'vitest';
import { nodeOfPath } from './treePath';

describe(nodeOfPath.name, () => {
  it('opens the one id, the last of a path of ids, or the tenant', () => {
    expect(nodeOfPath({ nodeUuid: 'a' })).toBe('a');
    expect(nodeOfPath({ '*': 'a/b' })).toBe('b');
    expect(nodeOfPath({ '*': 'a/b/' })).toBe('b');
    expect(nodeOfPath({})).toBe(TENANT_NODE_UUID);
  });
});

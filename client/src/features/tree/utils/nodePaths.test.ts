import { describe, expect, it } from 'vitest';
import type { NodeSummaryDto } from '@client/api/generated/tree';
import { nodePaths } from './nodePaths';

const node = (nodeUuid: string, description: string, parentNodeUuid: string | null) =>
  ({ nodeUuid, description, parentNodeUuid, enabled: true, levelUuid: 'l' }) as NodeSummaryDto;

describe(nodePaths.name, () => {
  it('names each node by its path from the top the list holds, sorted by path', () => {
    const options = nodePaths([
      node('c', 'Line 2', 'b'),
      node('a', 'Riverside', 'tenant'),
      node('b', 'Body', 'a'),
    ]);
    expect(options.map((o) => o.path)).toEqual([
      'Riverside',
      'Riverside / Body',
      'Riverside / Body / Line 2',
    ]);
  });

  it('stops at a cycle instead of hanging', () => {
    const options = nodePaths([node('x', 'X', 'y'), node('y', 'Y', 'x')]);
    expect(options.map((o) => o.path)).toEqual(['X / Y', 'Y / X']);
  });
});

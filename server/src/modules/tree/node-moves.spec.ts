import { describe, expect, it } from 'vitest';
import {
  enableRefusal,
  moveCandidates,
  moveRefusal,
  trashRefusal,
  type MoveEnd,
} from './node-moves';
import { TreeErrorCode } from './tree.exceptions';

// tenant > site-1 > shop-a > section-x (the node that moves); shop-b is its sibling shop.
const section: MoveEnd = {
  nodeUuid: 'section-x',
  parentNodeUuid: 'shop-a',
  ancestors: ['tenant', 'site-1', 'shop-a'],
  level: 'Production Section',
  clientUuid: 'site-1',
};
const shop = (nodeUuid: string, clientUuid = 'site-1'): MoveEnd => ({
  nodeUuid,
  parentNodeUuid: clientUuid,
  ancestors: ['tenant', clientUuid],
  level: 'Production Shop',
  clientUuid,
});

describe(moveRefusal.name, () => {
  it('lets a section move to another shop of its site', () => {
    expect(moveRefusal(section, shop('shop-b'))).toBeNull();
  });
  it('refuses a parent of a level the node cannot hang under', () => {
    const team = { ...shop('team-1'), level: 'Production Team' as const };
    expect(moveRefusal(section, team)?.code).toBe(TreeErrorCode.BadMoveTarget);
  });
  it('refuses a parent in another client site', () => {
    expect(moveRefusal(section, shop('shop-c', 'site-2'))).toEqual({
      code: TreeErrorCode.BadMoveTarget,
      message: 'The new parent must be a node of the parent level inside the same client',
    });
  });
  it('refuses a move under itself or under its own subtree', () => {
    const group = { ...section, nodeUuid: 'group-1', level: 'Production Group' as const };
    const ownSection = {
      ...section,
      nodeUuid: 'section-y',
      ancestors: ['tenant', 'site-1', 'shop-a', 'group-1'],
    };
    expect(moveRefusal(group, ownSection)?.code).toBe(TreeErrorCode.MoveUnderItself);
  });
  it('refuses a move to where the node already sits', () => {
    expect(moveRefusal(section, shop('shop-a'))?.code).toBe(TreeErrorCode.AlreadyThere);
  });
});

describe(moveCandidates.name, () => {
  it('leaves out the current parent and the node subtree', () => {
    const candidates = [
      { nodeUuid: 'shop-a', ancestors: ['tenant', 'site-1'] },
      { nodeUuid: 'shop-b', ancestors: ['tenant', 'site-1'] },
      { nodeUuid: 'under', ancestors: ['tenant', 'site-1', 'shop-a', 'section-x'] },
    ];
    expect(moveCandidates(section, candidates).map((c) => c.nodeUuid)).toEqual(['shop-b']);
  });
});

describe('state changes', () => {
  it('refuses to enable an enabled node or disable a disabled one', () => {
    expect(enableRefusal(true, false)).toBeNull();
    expect(enableRefusal(false, true)).toBeNull();
    expect(enableRefusal(true, true)?.message).toBe('The node is already enabled');
    expect(enableRefusal(false, false)?.code).toBe(TreeErrorCode.AlreadyInState);
  });
  it('trashes only a disabled node', () => {
    expect(trashRefusal(false)).toBeNull();
    expect(trashRefusal(true)?.code).toBe(TreeErrorCode.TrashEnabledNode);
  });
});

import { levelNameOf, TREE_LEVELS, type TreeLevelName } from '@domain/tree-levels';
import type { NodeFileRow, NodePdaRow, NodeRow } from '../nodes.repository';
import type { NodeDto, NodeSummaryDto, NodeWrittenDto, TreeLevelDto } from './node.dto';

/** The tree's answers built from its rows: the node read, a write's answer, the levels. */

export const summary = (n: Omit<NodeRow, 'ancestors' | 'version'>): NodeSummaryDto => ({
  nodeUuid: n.nodeUuid,
  description: n.description,
  enabled: n.enabled,
  parentNodeUuid: n.parentNodeUuid,
  levelUuid: n.levelUuid,
});
const levelRef = (levelUuid: string) => ({
  levelUuid,
  description: levelNameOf(levelUuid) ?? '(unknown level)',
});
export const levelDto = (name: TreeLevelName): TreeLevelDto => {
  const level = TREE_LEVELS.find((l) => l.description === name)!;
  return { ...level };
};

/** Every tree level, as the levels route answers them. */
export const treeLevels = (): TreeLevelDto[] => TREE_LEVELS.map((level) => ({ ...level }));

/** The breadcrumb text of a node, the tenant left out. */
export function pathText(ancestors: NodeRow[], node: NodeRow): string {
  return [...ancestors, node]
    .filter((n) => n.parentNodeUuid !== null)
    .map((n) => n.description)
    .join(' / ');
}

/** A write's answer from the write's own data: the node, its breadcrumbs and new version. */
export function written(node: NodeRow, ancestors: NodeRow[], version: number): NodeWrittenDto {
  return {
    ...summary(node),
    aTreeLevel: levelRef(node.levelUuid),
    ancestors: ancestors.map(summary),
    path: pathText(ancestors, node),
    version,
  };
}

/** The node read: the node, its breadcrumbs, its visible children, PDAs and files. */
export function nodeDto(
  node: NodeRow,
  ancestors: NodeRow[],
  children: NodeRow[],
  pdas: NodePdaRow[],
  files: NodeFileRow[],
): NodeDto {
  return {
    ...summary(node),
    aTreeLevel: levelRef(node.levelUuid),
    ancestors: ancestors.map(summary),
    collTreeNodes: children.map((child) => ({
      ...summary(child),
      aTreeLevel: levelRef(child.levelUuid),
    })),
    collPDAs: pdas,
    collJFFiles: files,
    path: pathText(ancestors, node),
    version: node.version,
  };
}

import { CHILD_NODES_PER_COLUMN } from '@domain/limits';
import { TREE_LEVELS } from '@domain/tree-levels';
import type { NodeChildDto } from '../api/treeApi';

// ours: the seed words none of these.
export const NAME_REQUIRED = 'Name required';
export const NAME_UNCHANGED = 'The new name must differ from the current one';
export const LEVEL_REQUIRED = 'Choose a level';
export const TYPE_REQUIRED = 'Choose a PDA type';
export const VARIATION_REQUIRED = 'Choose at least one variation';
export const PARENT_REQUIRED = 'Choose the new parent';

/** Rename and create dialogs: a name non-empty after trimming (seed 000 section 5). */
export function nameProblem(name: string): string | undefined {
  return name.trim() ? undefined : NAME_REQUIRED;
}

/** Rename must also differ from the current name. */
export function renameProblem(name: string, current: string): string | undefined {
  return nameProblem(name) ?? (name.trim() === current.trim() ? NAME_UNCHANGED : undefined);
}

const hiddenLevels = new Set<string>(
  TREE_LEVELS.filter((level) => level.hiddenInListings).map((level) => level.levelUuid),
);

export type ChildGroup = { levelUuid: string; description: string; columns: NodeChildDto[][] };

/** Children grouped by level (Cost Center left out), each group cut into columns of 7. */
export function groupChildren(children: NodeChildDto[]): ChildGroup[] {
  const groups = new Map<string, { description: string; nodes: NodeChildDto[] }>();
  for (const child of children) {
    if (hiddenLevels.has(child.levelUuid)) continue;
    const group = groups.get(child.levelUuid) ?? {
      description: child.aTreeLevel.description,
      nodes: [],
    };
    group.nodes.push(child);
    groups.set(child.levelUuid, group);
  }
  return [...groups.entries()].map(([levelUuid, { description, nodes }]) => {
    const sorted = [...nodes].sort((a, b) => a.description.localeCompare(b.description));
    const columns: NodeChildDto[][] = [];
    for (let i = 0; i < sorted.length; i += CHILD_NODES_PER_COLUMN) {
      columns.push(sorted.slice(i, i + CHILD_NODES_PER_COLUMN));
    }
    return { levelUuid, description, columns };
  });
}

/** Node and user ids are 36-character UUIDs. */
export const nodeUuidLength = 36;

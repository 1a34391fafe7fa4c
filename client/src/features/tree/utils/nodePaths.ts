import type { NodeSummaryDto } from '../api/treeApi';

export type NodeOption = { nodeUuid: string; description: string; path: string; enabled: boolean };

/**
 * Every node with its path of names from its client site down ("Riverside / Body / Line 2"),
 * sorted by path. A parent the list does not hold (the tenant, a site the caller cannot see)
 * ends the path; a cycle cannot hang it.
 */
export function nodePaths(nodes: readonly NodeSummaryDto[]): NodeOption[] {
  const byUuid = new Map(nodes.map((node) => [node.nodeUuid, node]));
  const paths = new Map<string, string>();
  const pathOf = (node: NodeSummaryDto): string => {
    const known = paths.get(node.nodeUuid);
    if (known !== undefined) return known;
    const names: string[] = [];
    const seen = new Set<string>();
    for (let at: NodeSummaryDto | undefined = node; at && !seen.has(at.nodeUuid);) {
      seen.add(at.nodeUuid);
      names.unshift(at.description);
      at = at.parentNodeUuid ? byUuid.get(at.parentNodeUuid) : undefined;
    }
    const path = names.join(' / ');
    paths.set(node.nodeUuid, path);
    return path;
  };
  return nodes
    .map((node) => ({
      nodeUuid: node.nodeUuid,
      description: node.description,
      path: pathOf(node),
      enabled: node.enabled,
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

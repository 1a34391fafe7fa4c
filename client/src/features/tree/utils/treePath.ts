import { TENANT_NODE_UUID } from '@domain/tree-levels';
import type { Params } from 'react-router';

/**
 * The node a tree address names: /tree/{id}, or the last id of a path of node ids
 * (/tree/{a}/{b}, specification document 001, "/tree/*"); the tenant for /tree.
 */
export function nodeOfPath(params: Params): string {
  const ids = (params.nodeUuid ?? params['*'] ?? '').split('/').filter(Boolean);
  return ids.at(-1) ?? TENANT_NODE_UUID;
}

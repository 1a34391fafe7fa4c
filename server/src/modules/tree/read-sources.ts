import { readSources } from '@server/common/read-reuse/read-sources';

/** secure/nodes, secure/nodes/{id}: nodes with names, levels, files, the node's PDA heads. */
export const NODE_READ_SOURCES = readSources([
  'tree_nodes',
  'tree_levels',
  'tree_files',
  'pdas:heads',
]);

import { readSources } from '@server/common/read-reuse/read-sources';

/**
 * secure/pda/{id}: the PDA row whole (its version, times and numbers are shown), its six part
 * lists, the variations' names, its type from the catalogue, and its node's place in the tree
 * (live, client site: who may see it).
 */
export const PDA_READ_SOURCES = readSources([
  'pdas',
  'pda_fields',
  'pda_variations',
  'variations',
  'pda_elements',
  'pda_objects',
  'pda_tools',
  'pda_demands',
  'pda_types',
  'pda_type_fields',
  'tree_nodes:shape',
]);

/** PDA sums and counts: demands of the live PDAs under a node, the catalogue, the subtree. */
export const PDA_SUM_READ_SOURCES = readSources([
  'pda_demands',
  'pdas:heads',
  'capabilities',
  'tree_nodes:shape',
]);

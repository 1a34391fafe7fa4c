/** A person's nearest job node (the fewest distinct unmet demands) and that count. */
export interface Nearest {
  node: string;
  unmet: number;
}

/** Nodes are searched in uuid order and the first of the fewest wins (gradesOfClient's rule). */
const before = (a: Nearest, b: Nearest) =>
  a.unmet < b.unmet || (a.unmet === b.unmet && a.node < b.node);

/**
 * Where a person's nearest job node is after the demands of some nodes changed, from the
 * nearest stored before and their new count at each changed node (undefined: no longer a job
 * node). Every other node's count is as it was, and none was before the stored nearest, so:
 * - 'same' when the stored nearest still wins and its demands did not change (the grade's
 *   words stand);
 * - the new nearest when it is the stored one with a count no higher, or a changed node now
 *   before it;
 * - 'search' when the stored nearest itself got further or stopped being a job node: any node
 *   may be nearest now, and only a search over all of them can tell.
 */
export function nearestAfterChange(
  stored: Nearest,
  changed: ReadonlyMap<string, number | undefined>,
): Nearest | 'same' | 'search' {
  let best = stored;
  if (changed.has(stored.node)) {
    const unmet = changed.get(stored.node);
    if (unmet === undefined || unmet > stored.unmet) return 'search';
    best = { node: stored.node, unmet };
  }
  for (const [node, unmet] of changed)
    if (unmet !== undefined && node !== stored.node && before({ node, unmet }, best))
      best = { node, unmet };
  return best === stored ? 'same' : best;
}

/**
 * Parts of a table (migration TableAspectNotify): the table less columns no reader of the part
 * shows or filters on. Its key moves when rows are inserted, deleted or truncated, or an update
 * changes any other column; an update of only those columns leaves it (the table's own key moves).
 */
export const TABLE_ASPECTS = {
  /** A PDA as lists and sums show it (pdaSummary): not its version stamps, takt time, seat height. */
  'pdas:heads': 'pdas',
  /** An exam as the roster shows it: not its version stamps, finalized/scored times, creator. */
  'exams:slots': 'exams',
  /** The tree's structure and the names of the tenant and client sites (access goes by them). */
  'tree_nodes:shape': 'tree_nodes',
} as const;

export type Source = keyof typeof TABLE_ASPECTS | (string & {});

/**
 * Who may see what: every cached answer depends on it too. A user's enabled flag, code and
 * groups (users, user_security_groups) reach TableVersions through the session cache's events
 * (migration SessionCacheNotify) and change every answer; `users` is not watched itself, every
 * sign-in writes it.
 */
export const RIGHTS_TABLES: readonly Source[] = ['security_groups'];

/** Every source some module declared, with the rights tables every answer depends on. */
const declared = new Set<string>(RIGHTS_TABLES);

/**
 * A module declares what one of its cached reads is built from (decision 0049): tables, or
 * aspects of a table where a read shows part of it (so a write it does not show keeps its
 * 304). A table listed in vain only costs a full read now and then; one missing serves a stale
 * answer (test/api/etag.e2e-spec.ts checks each read against a write that changes it and one
 * that does not, and that every declared source has its trigger).
 */
export function readSources<const S extends readonly Source[]>(sources: S): S {
  for (const source of sources) declared.add(source);
  return sources;
}

/** Every table some cached read depends on whole: each needs the TableVersionNotify trigger. */
export function watchedTables(): string[] {
  return [...declared].filter((s) => !(s in TABLE_ASPECTS)).sort();
}

/** Every aspect some cached read depends on: each needs its TableAspectNotify triggers. */
export function watchedAspects(): string[] {
  return [...declared].filter((s) => s in TABLE_ASPECTS).sort();
}

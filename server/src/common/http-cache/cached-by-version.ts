import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { CACHED_BY_VERSION, VersionEtagInterceptor } from './version-etag.interceptor';

/**
 * Who may see what: every cached answer depends on it too. A user's enabled flag, code and
 * groups (users, user_security_groups) reach TableVersions through the session cache's events
 * (migration SessionCacheNotify) and change every answer; `users` is not watched itself, every
 * sign-in writes it.
 */
const RIGHTS_TABLES = ['security_groups'];

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

type Source = keyof typeof TABLE_ASPECTS | (string & {});

/**
 * What each cached read is built from: tables, or aspects of a table where a read shows part of
 * it (so a write it does not show keeps its 304). A table listed in vain only costs a full read
 * now and then; one missing serves a stale answer (the e2e tests in test/api/etag.e2e-spec.ts
 * check each read against a write that changes it and one that does not).
 */
export const READ_SOURCES = {
  /** secure/nodes, secure/nodes/{id}: nodes with names, levels, files, the node's PDA heads. */
  nodes: ['tree_nodes', 'tree_levels', 'tree_files', 'pdas:heads'],
  /**
   * secure/pda/{id}: the PDA row whole (its version, times and numbers are shown), its six part
   * lists, the variations' names, its type from the catalogue, and its node's place in the tree
   * (live, client site: who may see it).
   */
  pda: [
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
  ],
  /** PDA sums and counts: demands of the live PDAs under a node, the catalogue, the subtree. */
  pdaSums: ['pda_demands', 'pdas:heads', 'capabilities', 'tree_nodes:shape'],
  /** A day's roster: exams, their types, rooms and locations (client sites), people, metadata. */
  roster: [
    'exams:slots',
    'exam_types',
    'exam_rooms',
    'exam_locations',
    'person_ids',
    'persons',
    'person_metas',
    'tree_nodes:shape',
  ],
  /** An exam (with its version, fill and scoring) and isScored. */
  exam: [
    'exams',
    'exam_fields',
    'exam_sections',
    'exam_type_groups',
    'exam_type_fields',
    'exam_types',
    'exam_rooms',
    'exam_locations',
    'person_ids',
    'persons',
    'tree_nodes:shape',
  ],
  /** An exam's field values, checked against its room's client site. */
  examFields: ['exam_fields', 'exams:slots', 'exam_rooms', 'exam_locations', 'tree_nodes:shape'],
} as const satisfies Record<string, readonly Source[]>;

const sources = [...new Set([...RIGHTS_TABLES, ...Object.values(READ_SOURCES).flat()])].sort();

/** Every table some cached read depends on whole: each carries the trigger (TableVersionNotify). */
export const WATCHED_TABLES = sources.filter((s) => !(s in TABLE_ASPECTS));

/** Every aspect some cached read depends on: each has its triggers (TableAspectNotify). */
export const WATCHED_ASPECTS = sources.filter((s) => s in TABLE_ASPECTS);

export type CachedRead = keyof typeof READ_SOURCES;

/**
 * A polled read whose answer is a function of the caller and of these reads' sources only
 * (never of the clock). It answers with an ETag, and `304 Not Modified` without running when
 * the caller's If-None-Match is the ETag this instance last answered them and none of the
 * sources changed since (VersionEtagInterceptor, decision 0022).
 */
export function CachedByVersion(...reads: CachedRead[]) {
  const tables = [...new Set([...RIGHTS_TABLES, ...reads.flatMap((r) => READ_SOURCES[r])])];
  return applyDecorators(
    SetMetadata(CACHED_BY_VERSION, tables),
    // On these routes only: an interceptor anywhere costs every request of its routes Nest's
    // rxjs pipeline (decision 0022, "Per-request pipeline").
    UseInterceptors(VersionEtagInterceptor),
    // No If-None-Match parameter: browsers send it themselves (and fetch hides the 304).
    ApiResponse({ status: 304, description: 'Not modified: the If-None-Match ETag is current' }),
  );
}

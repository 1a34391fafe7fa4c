import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';

export const CACHED_BY_VERSION = 'http-cache:tables';

/**
 * Who may see what: every cached answer depends on it too. A user's enabled flag, code and
 * groups (users, user_security_groups) reach TableVersions through the session cache's events
 * (migration SessionCacheNotify) and change every answer; `users` is not watched itself, every
 * sign-in writes it.
 */
const RIGHTS_TABLES = ['security_groups'];

/**
 * The tables a family of reads is built from. Generous on purpose: a table listed in vain
 * only costs a full read now and then, a table missing serves a stale answer.
 */
export const TABLE_FAMILIES = {
  tree: ['tree_nodes', 'tree_levels', 'tree_files'],
  pda: [
    'pdas',
    'pda_demands',
    'pda_elements',
    'pda_fields',
    'pda_objects',
    'pda_tools',
    'pda_type_fields',
    'pda_types',
    'pda_variations',
    'variations',
    'subjective_value_types',
    'subjective_values',
    'capabilities',
  ],
  exams: [
    'exams',
    'exam_fields',
    'exam_locations',
    'exam_room_types',
    'exam_rooms',
    'exam_sections',
    'exam_select_options',
    'exam_type_fields',
    'exam_type_groups',
    'exam_types',
    'persons',
    'person_ids',
    'person_metas',
    'id_types',
    'info_sources',
    'match_clients',
    'match_nodes',
    'match_person_sets',
  ],
} as const;

/** Every table some cached read depends on: each carries the trigger (TableVersionNotify). */
export const WATCHED_TABLES = [
  ...new Set([...RIGHTS_TABLES, ...Object.values(TABLE_FAMILIES).flat()]),
].sort();

export type TableFamily = keyof typeof TABLE_FAMILIES;

/**
 * A polled read whose answer is a function of the caller and of these families' tables only
 * (never of the clock). It answers with an ETag, and `304 Not Modified` without running when
 * the caller's If-None-Match is the ETag this instance last answered them and no table of
 * the families changed since (VersionEtagInterceptor, decision 0022).
 */
export function CachedByVersion(...families: TableFamily[]) {
  const tables = [...new Set([...RIGHTS_TABLES, ...families.flatMap((f) => TABLE_FAMILIES[f])])];
  return applyDecorators(
    SetMetadata(CACHED_BY_VERSION, tables),
    // No If-None-Match parameter: browsers send it themselves (and fetch hides the 304).
    ApiResponse({ status: 304, description: 'Not modified: the If-None-Match ETag is current' }),
  );
}

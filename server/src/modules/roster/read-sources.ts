import { readSources } from '@server/common/read-reuse/read-sources';

/** A day's roster: exams, their types, rooms and locations (client sites), people, metadata. */
export const ROSTER_READ_SOURCES = readSources([
  'exams:slots',
  'exam_types',
  'exam_rooms',
  'exam_locations',
  'person_ids',
  'persons',
  'person_metas',
  'tree_nodes:shape',
]);

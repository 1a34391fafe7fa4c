import { readSources } from '@server/common/read-reuse/read-sources';

/** An exam (with its version, fill and scoring) and isScored. */
export const EXAM_READ_SOURCES = readSources([
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
]);

/** An exam's field values, checked against its room's client site. */
export const EXAM_FIELD_READ_SOURCES = readSources([
  'exam_fields',
  'exams:slots',
  'exam_rooms',
  'exam_locations',
  'tree_nodes:shape',
]);

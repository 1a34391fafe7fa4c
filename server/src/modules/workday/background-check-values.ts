import { BACKGROUND_CHECK_FIELDS, type BackgroundCheckField } from '@domain/workday';
import { base64Segment } from './base64-segment';
import { WorkdayErrorCode, WorkdayException } from './workday.exceptions';

type Changes = Partial<Record<BackgroundCheckField, string>>;

const isField = (name: string): name is BackgroundCheckField =>
  (BACKGROUND_CHECK_FIELDS as readonly string[]).includes(name);

const unknownField = (name: string) =>
  new WorkdayException(
    WorkdayErrorCode.BadValue,
    `Unknown background check field "${name}" (one of ${BACKGROUND_CHECK_FIELDS.join(', ')})`,
  );

/** One field's change from its path segment: resultsURL arrives base64-encoded. */
export function fieldChange(field: string, segment: string): Changes {
  if (!isField(field)) throw unknownField(field);
  return { [field]: field === 'resultsURL' ? base64Segment(segment, 'resultsURL') : segment };
}

/** Several fields' changes: base64 of a JSON object of field names and string values. */
export function jsonChanges(segment: string): Changes {
  const text = base64Segment(segment, 'The background check value');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new WorkdayException(
      WorkdayErrorCode.BadValue,
      'The background check value must be base64 of a JSON object of fields and values',
    );
  const changes: Changes = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (!isField(name)) throw unknownField(name);
    if (typeof value !== 'string')
      throw new WorkdayException(WorkdayErrorCode.BadValue, `${name} must be text`);
    changes[name] = value;
  }
  return changes;
}

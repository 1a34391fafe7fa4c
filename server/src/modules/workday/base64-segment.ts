import { decodeBase64Query } from '@server/modules/search/base64-query';
import { WorkdayErrorCode, WorkdayException } from './workday.exceptions';

/** Decodes a base64 path segment, or refuses it (400) naming the segment. */
export function base64Segment(segment: string, name: string): string {
  const decoded = decodeBase64Query(segment);
  if (decoded === undefined)
    throw new WorkdayException(WorkdayErrorCode.BadValue, `${name} must be base64-encoded text`);
  return decoded;
}

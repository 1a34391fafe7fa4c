import { Injectable, PipeTransform } from '@nestjs/common';
import { CommonErrorCode, CommonException } from './common.exceptions';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The seeds' ids: 36-character uuid text. Not RFC-version-checked, because the fixed tree
 * level ids (00000000-0000-0000-0001-…) and the all-zero tenant are ids too.
 */
@Injectable()
export class IdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (typeof value !== 'string' || !ID.test(value))
      throw new CommonException(CommonErrorCode.BadId, 'Ids are 36-character uuids');
    return value.toLowerCase();
  }
}

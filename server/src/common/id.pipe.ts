import { UUID_PATTERN } from '@domain/limits';
import { Injectable, PipeTransform } from '@nestjs/common';
import { CommonErrorCode, CommonException } from './common.exceptions';

/** A path or query id (UUID_PATTERN), answered lower-case; anything else is a 400. */
@Injectable()
export class IdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (typeof value !== 'string' || !UUID_PATTERN.test(value))
      throw new CommonException(CommonErrorCode.BadId, 'Ids are 36-character uuids');
    return value.toLowerCase();
  }
}

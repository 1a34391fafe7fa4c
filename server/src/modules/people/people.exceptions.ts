import { HttpStatus } from '@nestjs/common';
import { moduleException } from '@server/common/app.exception';

export enum PeopleErrorCode {
  BadMeta = 'PEOPLE_BAD_META',
  MetaValueMissing = 'PEOPLE_META_VALUE_MISSING',
  /** GRADE_CACHE and the like: the match engine writes them, no user route (decision 0038). */
  SystemMeta = 'PEOPLE_SYSTEM_META',
}

export class PeopleException extends moduleException<PeopleErrorCode>({
  [PeopleErrorCode.BadMeta]: HttpStatus.BAD_REQUEST,
  [PeopleErrorCode.MetaValueMissing]: HttpStatus.NOT_FOUND,
  [PeopleErrorCode.SystemMeta]: HttpStatus.FORBIDDEN,
}) {}

import { HttpStatus } from '@nestjs/common';
import { moduleException } from '@server/common/app.exception';

export enum SearchErrorCode {
  NotBase64 = 'SEARCH_NOT_BASE64',
  TooLong = 'SEARCH_TOO_LONG',
}

export class SearchException extends moduleException<SearchErrorCode>({
  [SearchErrorCode.NotBase64]: HttpStatus.BAD_REQUEST,
  [SearchErrorCode.TooLong]: HttpStatus.BAD_REQUEST,
}) {}

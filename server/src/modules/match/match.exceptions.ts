import { HttpStatus } from '@nestjs/common';
import { moduleException } from '@server/common/app.exception';

export enum MatchErrorCode {
  NotAClientSite = 'MATCH_NOT_A_CLIENT_SITE',
}

export class MatchException extends moduleException<MatchErrorCode>({
  [MatchErrorCode.NotAClientSite]: HttpStatus.BAD_REQUEST,
}) {}

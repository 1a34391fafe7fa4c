import { HttpStatus } from '@nestjs/common';
import { moduleException } from '@server/common/app.exception';

export enum RosterErrorCode {
  BadDate = 'ROSTER_BAD_DATE',
}

export class RosterException extends moduleException<RosterErrorCode>({
  [RosterErrorCode.BadDate]: HttpStatus.BAD_REQUEST,
}) {}

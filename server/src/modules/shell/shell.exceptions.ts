import { HttpStatus } from '@nestjs/common';
import { moduleException } from '@server/common/app.exception';

export enum ShellErrorCode {
  BadParent = 'SHELL_BAD_PARENT',
}

export class ShellException extends moduleException<ShellErrorCode>({
  [ShellErrorCode.BadParent]: HttpStatus.BAD_REQUEST,
}) {}

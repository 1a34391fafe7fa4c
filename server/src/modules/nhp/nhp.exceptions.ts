import { HttpStatus } from '@nestjs/common';
import { moduleException } from '@server/common/app.exception';

export enum NhpErrorCode {
  BadValue = 'NHP_BAD_VALUE',
  PoolNotFound = 'NHP_POOL_NOT_FOUND',
  SwimmerNotFound = 'NHP_SWIMMER_NOT_FOUND',
  NodeNotFound = 'NHP_NODE_NOT_FOUND',
  IllegalTransition = 'NHP_ILLEGAL_TRANSITION',
  PlacementConflict = 'NHP_PLACEMENT_CONFLICT',
  NotEditable = 'NHP_NOT_EDITABLE',
  NoEmailAddress = 'NHP_NO_EMAIL_ADDRESS',
}

export class NhpException extends moduleException<NhpErrorCode>({
  [NhpErrorCode.BadValue]: HttpStatus.BAD_REQUEST,
  [NhpErrorCode.PoolNotFound]: HttpStatus.NOT_FOUND,
  [NhpErrorCode.SwimmerNotFound]: HttpStatus.NOT_FOUND,
  [NhpErrorCode.NodeNotFound]: HttpStatus.NOT_FOUND,
  [NhpErrorCode.IllegalTransition]: HttpStatus.CONFLICT,
  [NhpErrorCode.PlacementConflict]: HttpStatus.CONFLICT,
  [NhpErrorCode.NotEditable]: HttpStatus.CONFLICT,
  [NhpErrorCode.NoEmailAddress]: HttpStatus.CONFLICT,
}) {}

/** PostgreSQL's unique_violation: two writers raced for one person or one slot. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}

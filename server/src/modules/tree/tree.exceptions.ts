import { HttpStatus } from '@nestjs/common';
import { moduleException } from '@server/common/app.exception';

export enum TreeErrorCode {
  /** The caller's node rights do not allow this action here. */
  NodeActionForbidden = 'TREE_NODE_ACTION_FORBIDDEN',
  /** Only one's own node permissions can be read. */
  OthersPermissions = 'TREE_OTHERS_PERMISSIONS',
  NameInvalid = 'TREE_NAME_INVALID',
  NameUnchanged = 'TREE_NAME_UNCHANGED',
  UnknownLevel = 'TREE_UNKNOWN_LEVEL',
  LevelNotAllowedHere = 'TREE_LEVEL_NOT_ALLOWED_HERE',
  BadMoveTarget = 'TREE_BAD_MOVE_TARGET',
  MoveUnderItself = 'TREE_MOVE_UNDER_ITSELF',
  AlreadyThere = 'TREE_ALREADY_THERE',
  AlreadyInState = 'TREE_ALREADY_IN_STATE',
  TrashEnabledNode = 'TREE_TRASH_ENABLED_NODE',
  ClientOutsideTenant = 'TREE_CLIENT_OUTSIDE_TENANT',
  NotAClientSite = 'TREE_NOT_A_CLIENT_SITE',
}

export class TreeException extends moduleException<TreeErrorCode>({
  [TreeErrorCode.NodeActionForbidden]: HttpStatus.FORBIDDEN,
  [TreeErrorCode.OthersPermissions]: HttpStatus.FORBIDDEN,
  [TreeErrorCode.NameInvalid]: HttpStatus.BAD_REQUEST,
  [TreeErrorCode.NameUnchanged]: HttpStatus.BAD_REQUEST,
  [TreeErrorCode.UnknownLevel]: HttpStatus.BAD_REQUEST,
  [TreeErrorCode.LevelNotAllowedHere]: HttpStatus.BAD_REQUEST,
  [TreeErrorCode.BadMoveTarget]: HttpStatus.BAD_REQUEST,
  [TreeErrorCode.MoveUnderItself]: HttpStatus.CONFLICT,
  [TreeErrorCode.AlreadyThere]: HttpStatus.BAD_REQUEST,
  [TreeErrorCode.AlreadyInState]: HttpStatus.CONFLICT,
  [TreeErrorCode.TrashEnabledNode]: HttpStatus.CONFLICT,
  [TreeErrorCode.ClientOutsideTenant]: HttpStatus.BAD_REQUEST,
  [TreeErrorCode.NotAClientSite]: HttpStatus.BAD_REQUEST,
}) {}

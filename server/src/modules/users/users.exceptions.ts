import { HttpStatus } from '@nestjs/common';
import { moduleException } from '@server/common/app.exception';

export enum UsersErrorCode {
  UserNotFound = 'USERS_USER_NOT_FOUND',
  Duplicate = 'USERS_DUPLICATE',
  UnknownGroup = 'USERS_UNKNOWN_GROUP',
  BadEnabled = 'USERS_BAD_ENABLED',
  DisableSelf = 'USERS_DISABLE_SELF',
  OthersPreferences = 'USERS_OTHERS_PREFERENCES',
  PreferenceKeyTooLong = 'USERS_PREFERENCE_KEY_TOO_LONG',
  PreferenceTooLarge = 'USERS_PREFERENCE_TOO_LARGE',
  TooManyPreferences = 'USERS_TOO_MANY_PREFERENCES',
}

export class UsersException extends moduleException<UsersErrorCode>({
  [UsersErrorCode.UserNotFound]: HttpStatus.NOT_FOUND,
  [UsersErrorCode.Duplicate]: HttpStatus.CONFLICT,
  [UsersErrorCode.UnknownGroup]: HttpStatus.BAD_REQUEST,
  [UsersErrorCode.BadEnabled]: HttpStatus.BAD_REQUEST,
  [UsersErrorCode.DisableSelf]: HttpStatus.BAD_REQUEST,
  [UsersErrorCode.OthersPreferences]: HttpStatus.FORBIDDEN,
  [UsersErrorCode.PreferenceKeyTooLong]: HttpStatus.BAD_REQUEST,
  [UsersErrorCode.PreferenceTooLarge]: HttpStatus.PAYLOAD_TOO_LARGE,
  [UsersErrorCode.TooManyPreferences]: HttpStatus.BAD_REQUEST,
}) {}

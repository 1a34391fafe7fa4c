import { HttpStatus } from '@nestjs/common';
import { AppException, moduleException } from '@server/common/app.exception';

/** The seed's one answer for every failed sign-in, so nothing tells the cases apart. */
export const INCORRECT_CREDENTIALS = 'Incorrect Username/Password';

export enum AuthErrorCode {
  IncorrectCredentials = 'AUTH_INCORRECT_CREDENTIALS',
  TooManyRequests = 'AUTH_TOO_MANY_REQUESTS',
  SignInRequired = 'AUTH_SIGN_IN_REQUIRED',
  SessionIdRequired = 'AUTH_SESSION_ID_REQUIRED',
  SessionInvalid = 'AUTH_SESSION_INVALID',
  SessionMismatch = 'AUTH_SESSION_MISMATCH',
  SessionEnded = 'AUTH_SESSION_ENDED',
  SessionExpired = 'AUTH_SESSION_EXPIRED',
  SessionNotFound = 'AUTH_SESSION_NOT_FOUND',
  OthersSession = 'AUTH_OTHERS_SESSION',
  /** The password-sending sign-in of the old portal. */
  Retired = 'AUTH_RETIRED',
  InvalidLink = 'AUTH_INVALID_LINK',
  BadOpaqueMessage = 'AUTH_BAD_OPAQUE_MESSAGE',
  UserNotFound = 'AUTH_USER_NOT_FOUND',
  InviteDisabledUser = 'AUTH_INVITE_DISABLED_USER',
}

export class AuthException extends moduleException<AuthErrorCode>({
  [AuthErrorCode.IncorrectCredentials]: HttpStatus.UNAUTHORIZED,
  [AuthErrorCode.TooManyRequests]: HttpStatus.TOO_MANY_REQUESTS,
  [AuthErrorCode.SignInRequired]: HttpStatus.UNAUTHORIZED,
  [AuthErrorCode.SessionIdRequired]: HttpStatus.UNAUTHORIZED,
  [AuthErrorCode.SessionInvalid]: HttpStatus.UNAUTHORIZED,
  [AuthErrorCode.SessionMismatch]: HttpStatus.UNAUTHORIZED,
  [AuthErrorCode.SessionEnded]: HttpStatus.UNAUTHORIZED,
  [AuthErrorCode.SessionExpired]: HttpStatus.UNAUTHORIZED,
  [AuthErrorCode.SessionNotFound]: HttpStatus.NOT_FOUND,
  [AuthErrorCode.OthersSession]: HttpStatus.FORBIDDEN,
  [AuthErrorCode.Retired]: HttpStatus.GONE,
  [AuthErrorCode.InvalidLink]: HttpStatus.NOT_FOUND,
  [AuthErrorCode.BadOpaqueMessage]: HttpStatus.BAD_REQUEST,
  [AuthErrorCode.UserNotFound]: HttpStatus.NOT_FOUND,
  [AuthErrorCode.InviteDisabledUser]: HttpStatus.BAD_REQUEST,
}) {}

export class IncorrectCredentialsException extends AppException {
  constructor() {
    super(AuthErrorCode.IncorrectCredentials, HttpStatus.UNAUTHORIZED, INCORRECT_CREDENTIALS);
  }
}

/** The filter turns `retryAfterSeconds` into a Retry-After header. */
export class TooManyRequestsException extends AppException {
  constructor(
    readonly retryAfterSeconds: number,
    reason = 'Too many requests',
  ) {
    super(
      AuthErrorCode.TooManyRequests,
      HttpStatus.TOO_MANY_REQUESTS,
      `${reason}; retry in ${retryAfterSeconds} s`,
    );
  }
}

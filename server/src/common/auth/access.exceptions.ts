import { HttpStatus } from '@nestjs/common';
import { Permission, PERMISSION_ACTIONS } from '@domain/access';
import { AppException } from '@server/common/app.exception';

export enum AccessErrorCode {
  SignInRequired = 'ACCESS_SIGN_IN_REQUIRED',
  Forbidden = 'ACCESS_FORBIDDEN',
  NotFound = 'ACCESS_NOT_FOUND',
  AntiForgeryMissing = 'ACCESS_ANTI_FORGERY_MISSING',
}

export class SignInRequiredException extends AppException {
  constructor(message = 'Sign-in required') {
    super(AccessErrorCode.SignInRequired, HttpStatus.UNAUTHORIZED, message);
  }
}

/** The caller may see the object (or the route exists for them) but not do this. */
export class AccessForbiddenException extends AppException {
  constructor(permission?: Permission) {
    const action = permission ? PERMISSION_ACTIONS[permission] : 'do this';
    super(AccessErrorCode.Forbidden, HttpStatus.FORBIDDEN, `You are not allowed to ${action}`);
  }
}

/** Missing, trashed, and other clients' objects answer alike, so ids reveal nothing. */
export class ObjectNotFoundException extends AppException {
  constructor(message: string) {
    super(AccessErrorCode.NotFound, HttpStatus.NOT_FOUND, message);
  }
}

/** Every request but public GETs and download links carries a fresh X-Anti-Forgery value. */
export class AntiForgeryMissingException extends AppException {
  constructor() {
    super(
      AccessErrorCode.AntiForgeryMissing,
      HttpStatus.FORBIDDEN,
      'The X-Anti-Forgery header (16 or more hex characters) is required',
    );
  }
}

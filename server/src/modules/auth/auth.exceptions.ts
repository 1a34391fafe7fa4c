import { HttpException, HttpStatus, UnauthorizedException } from '@nestjs/common';

/** The seed's one answer for every failed sign-in, so nothing tells the cases apart. */
export const INCORRECT_CREDENTIALS = 'Incorrect Username/Password';

export class IncorrectCredentialsException extends UnauthorizedException {
  constructor() {
    super(INCORRECT_CREDENTIALS);
  }
}

export class TooManyRequestsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many requests; retry in ${retryAfterSeconds} s`, HttpStatus.TOO_MANY_REQUESTS);
  }
}

import { HttpStatus } from '@nestjs/common';
import { AppException } from '@server/common/app.exception';

/**
 * Why a sign-in through the identity provider was refused. The code travels to the sign-in
 * page as `/app/login?sso_error=<code>`; the reason stays in the server log.
 */
export enum SsoErrorCode {
  InvalidState = 'invalid_state',
  BrowserMismatch = 'browser_mismatch',
  ProviderError = 'provider_error',
  ProviderUnavailable = 'provider_unavailable',
  DomainDisabled = 'domain_disabled',
  TokenExchangeFailed = 'token_exchange_failed',
  InvalidSignature = 'invalid_signature',
  WrongIssuer = 'wrong_issuer',
  WrongAudience = 'wrong_audience',
  WrongTenant = 'wrong_tenant',
  InvalidNonce = 'invalid_nonce',
  TokenExpired = 'token_expired',
  InvalidToken = 'invalid_token',
  NoEmail = 'no_email',
  EmailDomainMismatch = 'email_domain_mismatch',
  UnknownUser = 'unknown_user',
  UserDisabled = 'user_disabled',
}

/** Errors of the single sign-on check and callback answered as JSON (not redirects). */
export enum SsoCheckErrorCode {
  UsernameInvalid = 'SSO_USERNAME_INVALID',
  UsernameRequired = 'SSO_USERNAME_REQUIRED',
  DomainNotFound = 'SSO_DOMAIN_NOT_FOUND',
  CallbackMalformed = 'SSO_CALLBACK_MALFORMED',
  PasswordLoginGone = 'SSO_PASSWORD_LOGIN_GONE',
}

/** Ends in a redirect to the sign-in page, never in an error page of the API. */
export class SsoSignInFailed extends Error {
  constructor(
    readonly code: SsoErrorCode,
    readonly reason: string,
  ) {
    super(`${code}: ${reason}`);
  }
}

export class SsoUsernameInvalidException extends AppException {
  constructor(username: string) {
    super(
      SsoCheckErrorCode.UsernameInvalid,
      HttpStatus.BAD_REQUEST,
      `userCode: "${username}" is not an e-mail address, so it has no single sign-on domain`,
    );
  }
}

export class SsoUsernameRequiredException extends AppException {
  constructor(enabledDomains: number) {
    super(
      SsoCheckErrorCode.UsernameRequired,
      HttpStatus.BAD_REQUEST,
      enabledDomains === 0
        ? 'Single sign-on is not set up: there is no enabled SSO domain'
        : 'userCode: several SSO domains are enabled; use sso/msal-redirect/{userCode}',
    );
  }
}

export class SsoDomainNotFoundException extends AppException {
  constructor(username: string) {
    super(
      SsoCheckErrorCode.DomainNotFound,
      HttpStatus.NOT_FOUND,
      `"${username}" is not in a single sign-on domain; sign in with username and password`,
    );
  }
}

export class SsoCallbackMalformedException extends AppException {
  constructor(field: string) {
    super(
      SsoCheckErrorCode.CallbackMalformed,
      HttpStatus.BAD_REQUEST,
      `${field}: required in the identity provider's form post (application/x-www-form-urlencoded)`,
    );
  }
}

export class SsoPasswordLoginGoneException extends AppException {
  constructor(redirectPath: string) {
    super(
      SsoCheckErrorCode.PasswordLoginGone,
      HttpStatus.GONE,
      'Single sign-on never takes a password. Navigate the browser to ' +
        `${redirectPath}; Microsoft asks for the credentials and the portal receives a signed token.`,
      { redirect: redirectPath },
    );
  }
}

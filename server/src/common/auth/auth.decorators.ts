import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Permission } from '@domain/access';
import type { Principal } from './principal';

export const ACCESS_PERMISSION = 'auth:permission';
export const NO_ANTI_FORGERY = 'auth:no-anti-forgery';
export const DOWNLOAD_LINK = 'auth:download-link';

/**
 * The permission a route needs (libs/domain access table). Every controller method declares
 * one, public ones too (Permission.Public): the app refuses to start otherwise. Object-level
 * checks (which client a node, PDA or file belongs to) are the service's, through AccessService.
 */
export const Access = (permission: Permission) => SetMetadata(ACCESS_PERMISSION, permission);

/**
 * Browser navigations and identity-provider form posts cannot send custom headers; these
 * routes are protected by their own state (SSO state and nonce) instead.
 */
export const NoAntiForgery = () => SetMetadata(NO_ANTI_FORGERY, true);

/**
 * A file or PDF the browser opens as a plain link (<a href>, window.open), which cannot send
 * headers: only these GET routes accept the session JWT as ?jwt= in place of the Authorization,
 * X-Session-Id and X-Anti-Forgery headers. Everywhere else a token in the address is ignored,
 * so a link (which ends up in browser history and in shared messages) reaches downloads only,
 * never a route that changes or empties anything (decision 0021).
 */
export const DownloadLink = () => SetMetadata(DOWNLOAD_LINK, true);

/** The signed-in caller, set by the AuthGuard. */
export const CurrentPrincipal = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => {
    return context.switchToHttp().getRequest().principal as Principal;
  },
);

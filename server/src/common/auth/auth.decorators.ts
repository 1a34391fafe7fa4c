import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Principal } from './principal';

export const PUBLIC_ROUTE = 'auth:public';
export const REQUIRED_GROUPS = 'auth:groups';
export const NO_ANTI_FORGERY = 'auth:no-anti-forgery';

/** No session needed (sign-in steps, password recovery, health). */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

/** The caller must belong to one of these security groups (exact codes). */
export const RequireGroups = (...codes: string[]) => SetMetadata(REQUIRED_GROUPS, codes);

/**
 * Browser navigations and identity-provider form posts cannot send custom headers; these
 * routes are protected by their own state (SSO state and nonce) instead.
 */
export const NoAntiForgery = () => SetMetadata(NO_ANTI_FORGERY, true);

/** The signed-in caller, set by the AuthGuard. */
export const CurrentPrincipal = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => {
    return context.switchToHttp().getRequest().principal as Principal;
  },
);

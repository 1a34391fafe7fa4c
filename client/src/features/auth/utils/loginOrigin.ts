import type { Location } from 'react-router';

/** Where RequireAuth found the person, handed to /login in the location state. */
export type LoginLocationState = { from?: Pick<Location, 'pathname' | 'search' | 'hash'> };

const SSO_ORIGIN_KEY = 'login.origin';
const AUTH_PATHS = ['/login', '/forgot', '/reset'];

function isAuthPath(pathname: string): boolean {
  return AUTH_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}-`));
}

/** The page to land on after signing in: the remembered origin, else the home page. */
export function originFrom(state: unknown): string {
  const from = (state as LoginLocationState | null)?.from;
  if (!from?.pathname || isAuthPath(from.pathname)) return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** The single sign-on round trip leaves the app, so the origin waits in sessionStorage. */
export function rememberOriginForSso(origin: string): void {
  sessionStorage.setItem(SSO_ORIGIN_KEY, origin);
}

export function ssoOrigin(): string {
  const origin = sessionStorage.getItem(SSO_ORIGIN_KEY);
  // Only a path of this app: never a URL elsewhere that a crafted value could point to.
  return origin && origin.startsWith('/') && !origin.startsWith('//') ? origin : '/';
}

export function forgetSsoOrigin(): void {
  sessionStorage.removeItem(SSO_ORIGIN_KEY);
}

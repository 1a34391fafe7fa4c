import { vi } from 'vitest';
import type { UserDto } from '../api/generated/auth';
import { saveSession } from '@client/api/session/sessionStore';

type Reply = Response | Promise<Response>;
/** Answers one route: a function of the request and the decoded :params, or a JSON body. */
export type RouteHandler = ((request: Request, params: string[]) => Reply) | object;

/** Keys are 'METHOD path' below /api/v1, with :name for a segment: 'GET public/sso/:username'. */
export type ApiRoutes = Record<string, RouteHandler>;

export const json = (body: unknown, status = 200, headers?: HeadersInit) =>
  Response.json(body, { status, headers });

export const apiError = (status: number, message: string, headers?: HeadersInit) =>
  json({ statusCode: status, error: 'Error', message, correlationId: 'test' }, status, headers);

function matcher(key: string) {
  const [method, pattern] = key.split(' ');
  const regex = new RegExp(`^${pattern.replace(/:\w+/g, '([^/]+)')}$`);
  return (request: Request, path: string) =>
    request.method === method ? regex.exec(path)?.slice(1).map(decodeURIComponent) : undefined;
}

/**
 * Replaces fetch with a tiny fake of the API answering real Response objects; anything not
 * listed answers 404, so a test sees the calls it did not expect.
 */
export function stubApi(routes: ApiRoutes) {
  const requests: Request[] = [];
  const table = Object.entries(routes).map(([key, handler]) => ({ match: matcher(key), handler }));
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    const path = new URL(request.url).pathname.replace(/^\/api\/v1\//, '');
    for (const { match, handler } of table) {
      const params = match(request, path);
      if (!params) continue;
      return typeof handler === 'function' ? handler(request, params) : json(handler);
    }
    return apiError(404, `No stub for ${request.method} ${path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  const paths = () =>
    requests.map((r) => `${r.method} ${new URL(r.url).pathname.replace(/^\/api\/v1\//, '')}`);
  return { fetchMock, requests, paths };
}

export function makeUser(overrides: Partial<UserDto> = {}): UserDto {
  return {
    userUuid: '11111111-1111-4111-8111-111111111111',
    userCode: 'admin',
    emailAddress: 'admin@example.com',
    firstName: 'Avery',
    lastName: 'Admin',
    enabled: true,
    locked: false,
    failedAuthCount: 0,
    lastLogin: '2025-09-01T08:00:00.000Z',
    hasPassword: true,
    collUserSecurityGroups: [{ securityGroupCode: 'premise:admin', userUuid: '1111' }],
    ...overrides,
  };
}

/** A user in one security group ('staffing:Riverside'), named after it. */
export function makeUserIn(group: string): UserDto {
  return makeUser({
    userCode: group,
    collUserSecurityGroups: [{ securityGroupCode: group, userUuid: '1111' }],
  });
}

/** A stored session as a sign-in leaves it, valid for another 15 minutes. */
export function storeSession(jwt = 'header.payload.signature', sessionId = 'session-1') {
  const session = { jwt, sessionId, expiresAt: new Date(Date.now() + 15 * 60_000).toISOString() };
  saveSession(session);
  return session;
}

/** Signed in as `user`: the stored session plus public/me answering it. */
export function signedInRoutes(user: UserDto = makeUser()): ApiRoutes {
  storeSession();
  return { 'GET public/me': { user, sessionId: 'session-1' } };
}

import {
  createApi,
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { RESPONSE_DATA_IS_STRING } from '@domain/messages';
import { HTTP_TIMEOUT_MS } from '@domain/timing';
import { sessionEndedByServer } from './session/sessionActions';
import {
  clearSession,
  isTokenExpired,
  readSession,
  saveSession,
  type StoredSession,
} from './session/sessionStore';
import { applyRequestHeaders } from './requestHeaders';

export const RENEW_PATH = 'public/authorize/renew';

// Renew a little early, so a browser clock behind the server's does not send a dead token.
const EXPIRY_MARGIN_MS = 60_000;

/**
 * Public paths answer 401 for reasons that say nothing about the stored session (a wrong
 * password at authorize-v2, a logout without a session). These three do speak for it.
 */
const SESSION_PUBLIC_PATHS = new Set(['public/me', 'public/user', RENEW_PATH]);

/** The path below /api/v1 without a leading slash or query: 'secure/users'. */
export function pathOf(args: string | FetchArgs): string {
  const url = typeof args === 'string' ? args : args.url;
  return url.replace(/^\/+/, '').split(/[?#]/)[0];
}

/** Whether a 401 from this path means the stored session has ended. */
export function speaksForSession(path: string): boolean {
  return !path.startsWith('public/') || SESSION_PUBLIC_PATHS.has(path);
}

/**
 * Seed 000: a plain-string response body is an error, except on upload, auth, person and
 * HR-system routes (and their kin: sign-on, public echo), which may answer with text.
 */
const STRING_BODY_PREFIXES = [
  'api/upload/',
  'private/upload/',
  'public/',
  'sso/',
  'private/user',
  'secure/me',
  'secure/person',
  'secure/persons/',
  'secure/workday/',
];

/** Whether a successful plain-string body from this path is a normal answer. */
export function mayAnswerWithString(path: string): boolean {
  return STRING_BODY_PREFIXES.some((prefix) => path.startsWith(prefix));
}

type AppBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
>;

const rawBaseQuery: AppBaseQuery = fetchBaseQuery({
  baseUrl: '/api/v1',
  // Bulk reports and match recomputes can legitimately run for minutes.
  timeout: HTTP_TIMEOUT_MS,
  credentials: 'include',
  prepareHeaders: (headers) => applyRequestHeaders(headers),
});

/** The Retry-After header of a 429, kept in the error so a page can say how long to wait. */
export type RateLimitedData = { retryAfterSeconds?: number };

function withRetryAfter(error: FetchBaseQueryError, meta?: FetchBaseQueryMeta) {
  if (error.status !== 429) return error;
  const seconds = Number(meta?.response?.headers.get('Retry-After'));
  if (!Number.isFinite(seconds) || seconds <= 0) return error;
  const data = error.data && typeof error.data === 'object' ? error.data : {};
  return { ...error, data: { ...data, retryAfterSeconds: seconds } };
}

let renewalInFlight: Promise<unknown> | null = null;

/**
 * A JWT lives 15 minutes and is renewed every minute while the app runs; after a sleeping
 * laptop or a closed tab it has run out, and the server still swaps it while the session is
 * open. Concurrent callers share one renewal.
 */
function renewExpiredToken(api: BaseQueryApi, extraOptions: object): Promise<unknown> {
  renewalInFlight ??= sessionAwareQuery(`/${RENEW_PATH}`, api, extraOptions).finally(() => {
    renewalInFlight = null;
  });
  return renewalInFlight;
}

async function sessionAwareQuery(
  args: string | FetchArgs,
  api: BaseQueryApi,
  extraOptions: object,
) {
  const path = pathOf(args);
  const sentJwt = readSession()?.jwt;
  const result = await rawBaseQuery(args, api, extraOptions);
  if (path === RENEW_PATH && result.data) saveSession(result.data as StoredSession);
  if (!result.error) {
    if (typeof result.data !== 'string' || mayAnswerWithString(path)) return result;
    // A string where an object was due: a proxy's page, a half-deployed server. Say so.
    return {
      error: {
        status: 'CUSTOM_ERROR',
        error: RESPONSE_DATA_IS_STRING,
        data: { message: RESPONSE_DATA_IS_STRING },
      },
      meta: result.meta,
    } as const;
  }
  // Compared with the token sent, so a sign-in that finished meanwhile is not undone.
  if (result.error.status === 401 && sentJwt && sentJwt === readSession()?.jwt) {
    if (speaksForSession(path)) {
      clearSession();
      api.dispatch(sessionEndedByServer());
    }
  }
  return { ...result, error: withRetryAfter(result.error, result.meta) };
}

/**
 * Adds session handling to fetchBaseQuery: renews an expired token first, stores renewed
 * tokens, and ends the session on a 401 that speaks for it (RequireAuth then shows /login and
 * remembers where the person was).
 */
export const baseQueryWithSession: AppBaseQuery = async (args, api, extraOptions) => {
  const path = pathOf(args);
  const session = readSession();
  if (
    session &&
    path !== RENEW_PATH &&
    speaksForSession(path) &&
    isTokenExpired(session, Date.now() + EXPIRY_MARGIN_MS)
  ) {
    await renewExpiredToken(api, extraOptions);
  }
  return sessionAwareQuery(args, api, extraOptions);
};

/**
 * The one API slice. Endpoints are injected by the generated files in ./generated
 * (@rtk-query/codegen-openapi), never declared here.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithSession,
  tagTypes: ['Env', 'Now', 'Health'],
  endpoints: () => ({}),
});

import { InvalidParamsError, MethodHandler } from './json-rpc';

/** What a method may touch: the connection's session. */
export interface RpcContext {
  sessionId: string;
  userUuid: string;
  setProperties(changes: Record<string, unknown>): Promise<void>;
}

function pathnameOf(params: unknown): string {
  const value = Array.isArray(params)
    ? params[0]
    : (params as { pathname?: unknown } | undefined)?.pathname;
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000) {
    throw new InvalidParamsError(
      'LOC8 needs a pathname starting with / (as {pathname} or [pathname])',
    );
  }
  return value;
}

/** The methods of seed 000 section 7 and seed 001's heartbeats. */
export const RPC_METHODS = new Map<string, MethodHandler<RpcContext>>([
  ['PING', () => 'PONG'],
  ['ECHO', (params) => params ?? null],
  [
    'AFK',
    async (_params, context) => {
      await context.setProperties({ isAFK: true });
      return true;
    },
  ],
  [
    'BAK',
    async (_params, context) => {
      await context.setProperties({ isAFK: false });
      return true;
    },
  ],
  [
    'LOC8',
    async (params, context) => {
      await context.setProperties({ 'location.pathname': pathnameOf(params) });
      return true;
    },
  ],
]);

import { InvalidParamsError, MethodHandler } from './json-rpc';

/** What a method may touch: the connection's session. */
export interface RpcContext {
  sessionId: string;
  userUuid: string;
  setProperties(changes: Record<string, unknown>): Promise<void>;
}

/** Longest page path LOC8 stores: the client's longest route is far shorter. */
export const LOC8_MAX_LENGTH = 1000;
// C0 and C1 controls, NUL included: nothing a browser's location.pathname holds.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

function pathnameOf(params: unknown): string {
  const value = Array.isArray(params)
    ? params[0]
    : (params as { pathname?: unknown } | undefined)?.pathname;
  if (typeof value !== 'string' || !value.startsWith('/')) {
    throw new InvalidParamsError(
      'LOC8 needs a pathname starting with / (as {pathname} or [pathname])',
    );
  }
  if (value.length > LOC8_MAX_LENGTH) {
    throw new InvalidParamsError(`LOC8's pathname may have at most ${LOC8_MAX_LENGTH} characters`);
  }
  if (CONTROL_CHARACTERS.test(value)) {
    throw new InvalidParamsError("LOC8's pathname must not contain control characters");
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

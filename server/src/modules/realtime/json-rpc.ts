/** JSON-RPC 2.0 as the real-time channel speaks it (https://www.jsonrpc.org/specification). */
export type RpcId = string | number | null;

export interface RpcRequest {
  jsonrpc: '2.0';
  method: string;
  params?: unknown;
  id?: RpcId;
}

export interface RpcError {
  code: number;
  message: string;
  data?: unknown;
}

export type RpcResponse =
  { jsonrpc: '2.0'; id: RpcId; result: unknown } | { jsonrpc: '2.0'; id: RpcId; error: RpcError };

export const RPC_ERRORS = {
  parse: { code: -32700, message: 'Parse error' },
  invalidRequest: { code: -32600, message: 'Invalid Request' },
  methodNotFound: { code: -32601, message: 'Method not found' },
  invalidParams: { code: -32602, message: 'Invalid params' },
  internal: { code: -32603, message: 'Internal error' },
} as const;

/** Thrown by a method to answer -32602 with a reason. */
export class InvalidParamsError extends Error {}

export function errorResponse(id: RpcId, error: RpcError): RpcResponse {
  return { jsonrpc: '2.0', id, error };
}

function isValidId(id: unknown): id is RpcId {
  return id === null || typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));
}

/** A well-formed request, or the error response the specification prescribes for it. */
export function validateRequest(
  message: unknown,
): { request: RpcRequest } | { error: RpcResponse } {
  if (typeof message !== 'object' || message === null || Array.isArray(message)) {
    return { error: errorResponse(null, RPC_ERRORS.invalidRequest) };
  }
  const candidate = message as Record<string, unknown>;
  const id = 'id' in candidate ? candidate.id : undefined;
  const replyId = isValidId(id) ? id : null;
  if (
    candidate.jsonrpc !== '2.0' ||
    typeof candidate.method !== 'string' ||
    (id !== undefined && !isValidId(id))
  ) {
    return { error: errorResponse(replyId, RPC_ERRORS.invalidRequest) };
  }
  if (
    'params' in candidate &&
    (typeof candidate.params !== 'object' || candidate.params === null)
  ) {
    return { error: errorResponse(replyId, RPC_ERRORS.invalidRequest) };
  }
  return { request: candidate as unknown as RpcRequest };
}

export type MethodHandler<C> = (params: unknown, context: C) => unknown | Promise<unknown>;

/**
 * Answers one parsed message: a single request or a batch. Notifications (no id) are run but
 * get no answer; answers nothing (undefined) when nothing needs answering.
 */
export async function dispatch<C>(
  message: unknown,
  methods: ReadonlyMap<string, MethodHandler<C>>,
  context: C,
): Promise<RpcResponse | RpcResponse[] | undefined> {
  if (Array.isArray(message)) {
    if (message.length === 0) return errorResponse(null, RPC_ERRORS.invalidRequest);
    const answers = await Promise.all(message.map((item) => dispatchOne(item, methods, context)));
    const present = answers.filter((answer): answer is RpcResponse => answer !== undefined);
    return present.length ? present : undefined;
  }
  return dispatchOne(message, methods, context);
}

async function dispatchOne<C>(
  message: unknown,
  methods: ReadonlyMap<string, MethodHandler<C>>,
  context: C,
): Promise<RpcResponse | undefined> {
  const checked = validateRequest(message);
  if ('error' in checked) return checked.error;
  const { request } = checked;
  const isNotification = !('id' in request);
  const id = request.id ?? null;
  const handler = methods.get(request.method);
  if (!handler) return isNotification ? undefined : errorResponse(id, RPC_ERRORS.methodNotFound);
  try {
    const result = await handler(request.params, context);
    return isNotification ? undefined : { jsonrpc: '2.0', id, result: result ?? null };
  } catch (error) {
    if (isNotification) return undefined;
    if (error instanceof InvalidParamsError) {
      return errorResponse(id, { ...RPC_ERRORS.invalidParams, data: error.message });
    }
    return errorResponse(id, RPC_ERRORS.internal);
  }
}

/** Parses raw text; a syntax error is the prescribed -32700 answer. */
export function parseMessage(text: string): { message: unknown } | { error: RpcResponse } {
  try {
    return { message: JSON.parse(text) };
  } catch {
    return { error: errorResponse(null, RPC_ERRORS.parse) };
  }
}

import { JSON_LIMITS, measureJson } from '@server/common/json-limits';

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
  /** In the range the specification leaves to servers. */
  rateLimited: { code: -32000, message: 'Too many requests' },
} as const;

/** Thrown by a method to answer -32602 with a reason. */
export class InvalidParamsError extends Error {}

export function errorResponse(id: RpcId, error: RpcError): RpcResponse {
  return { jsonrpc: '2.0', id, error };
}

export function isValidId(id: unknown): id is RpcId {
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

export interface DispatchOptions {
  /** Most calls in one batch; a longer batch is refused whole, before any call runs. */
  maxBatch?: number;
  /** Deepest nesting and largest size (characters of JSON) of one call's params. */
  maxParamsDepth?: number;
  maxParamsChars?: number;
  /** Logs a method's unexpected error and returns the correlation id the answer carries. */
  reportError?: (error: unknown, request: RpcRequest) => string;
}

/**
 * Answers one parsed message: a single request or a batch. Notifications (no id) are run but
 * get no answer; answers nothing (undefined) when nothing needs answering.
 */
export async function dispatch<C>(
  message: unknown,
  methods: ReadonlyMap<string, MethodHandler<C>>,
  context: C,
  options: DispatchOptions = {},
): Promise<RpcResponse | RpcResponse[] | undefined> {
  if (Array.isArray(message)) {
    if (message.length === 0) return errorResponse(null, RPC_ERRORS.invalidRequest);
    const maxBatch = options.maxBatch ?? Infinity;
    if (message.length > maxBatch) {
      return errorResponse(null, {
        ...RPC_ERRORS.invalidRequest,
        data: `A batch may hold at most ${maxBatch} calls; this one holds ${message.length}`,
      });
    }
    const answers = await Promise.all(
      message.map((item) => dispatchOne(item, methods, context, options)),
    );
    const present = answers.filter((answer): answer is RpcResponse => answer !== undefined);
    return present.length ? present : undefined;
  }
  return dispatchOne(message, methods, context, options);
}

/** Why params are too deep or too large to run, or undefined. */
function paramsProblem(params: unknown, options: DispatchOptions): string | undefined {
  const maxDepth = options.maxParamsDepth ?? JSON_LIMITS.maxDepth;
  const maxChars = options.maxParamsChars ?? JSON_LIMITS.rpcParamsChars;
  const { depth, chars } = measureJson(params, { maxDepth, maxChars });
  if (depth > maxDepth) return `params nest arrays and objects deeper than ${maxDepth} levels`;
  if (chars > maxChars) return `params are larger than ${maxChars} characters of JSON`;
  return undefined;
}

async function dispatchOne<C>(
  message: unknown,
  methods: ReadonlyMap<string, MethodHandler<C>>,
  context: C,
  options: DispatchOptions,
): Promise<RpcResponse | undefined> {
  const checked = validateRequest(message);
  if ('error' in checked) return checked.error;
  const { request } = checked;
  const isNotification = !('id' in request);
  const id = request.id ?? null;
  const handler = methods.get(request.method);
  if (!handler) return isNotification ? undefined : errorResponse(id, RPC_ERRORS.methodNotFound);
  // Checked without recursion before any method (or JSON.stringify of an ECHO) walks them.
  const tooBig = paramsProblem(request.params, options);
  if (tooBig)
    return isNotification
      ? undefined
      : errorResponse(id, { ...RPC_ERRORS.invalidParams, data: tooBig });
  try {
    const result = await handler(request.params, context);
    return isNotification ? undefined : { jsonrpc: '2.0', id, result: result ?? null };
  } catch (error) {
    if (error instanceof InvalidParamsError) {
      return isNotification
        ? undefined
        : errorResponse(id, { ...RPC_ERRORS.invalidParams, data: error.message });
    }
    const correlationId = options.reportError?.(error, request);
    if (isNotification) return undefined;
    return errorResponse(id, {
      ...RPC_ERRORS.internal,
      ...(correlationId === undefined ? {} : { data: { correlationId } }),
    });
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

import { CommonErrorCode, CommonException } from './common.exceptions';
import { CONTROL_IN_TEXT_PROBLEM, fieldHoldingNul, inputRefusal } from './control-characters';

/**
 * The limits on JSON the portal accepts, over HTTP and the real-time channel, in one place
 * (docs/operations.md, "Limits on input"). Deeper or larger input is refused with an error naming the limit
 * before anything reads it recursively: JSON.stringify, class-transformer and the validators
 * all recurse, and one 50,000-deep array in an ECHO once ended the process (issue 19).
 */
export const JSON_LIMITS = {
  /** Deepest nesting of arrays and objects in an HTTP body or in one call's JSON-RPC params. */
  maxDepth: 32,
  /** Largest JSON body over HTTP, in bytes (Express's own default, kept). */
  httpBodyBytes: 100 * 1024,
  /** Largest WebSocket frame, in bytes: `ws` closes the socket with 1009 past it. */
  wsFrameBytes: 256 * 1024,
  /** Largest params of one JSON-RPC call, in characters of JSON (about: see measureJson). */
  rpcParamsChars: 64 * 1024,
} as const;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

export interface JsonTextScan {
  /** Deepest nesting seen (counting stops once past `stopPast`). */
  depth: number;
  /** A string holds the escape \u0000, which PostgreSQL text cannot store. */
  nul: boolean;
}

/**
 * The nesting depth of JSON text and whether it escapes a NUL, in one pass without parsing or
 * recursion. Works on bytes too (a Buffer read as latin1): every character it looks at is
 * ASCII, and no byte of a multi-byte UTF-8 sequence is.
 */
export function scanJsonText(text: string, stopPast = Infinity): JsonTextScan {
  let depth = 0;
  let deepest = 0;
  let nul = false;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) {
        if (text.startsWith('u0000', i + 1)) nul = true;
        i++; // the escaped character (or the u of \uXXXX: its hex digits are harmless)
      } else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopPast) break;
      }
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) depth--;
  }
  return { depth: deepest, nul };
}

export interface JsonMeasure {
  /** Deepest nesting of arrays and objects (a scalar is 0). */
  depth: number;
  /** About the length of the value's JSON text (punctuation counted roughly). */
  chars: number;
}

/**
 * Depth and size of a parsed value, iteratively; stops early once either passes its limit,
 * so the figures are then only "more than".
 */
export function measureJson(
  value: unknown,
  limits: { maxDepth: number; maxChars: number },
): JsonMeasure {
  let depth = 0;
  let chars = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, level] = stack.pop()!;
    if (typeof item === 'string') chars += item.length + 2;
    else if (item === null || typeof item !== 'object') chars += String(item).length;
    else {
      const inner = level + 1;
      if (inner > depth) depth = inner;
      chars += 2;
      if (Array.isArray(item)) {
        for (const element of item) {
          chars += 1;
          stack.push([element, inner]);
        }
      } else {
        for (const [key, element] of Object.entries(item)) {
          chars += key.length + 4;
          stack.push([element, inner]);
        }
      }
    }
    if (depth > limits.maxDepth || chars > limits.maxChars) break;
  }
  return { depth, chars };
}

/** JSON's whitespace (RFC 8259) before the first character of the body. */
const FIRST_NON_SPACE = /^[ \t\n\r]*(.)/s;

/**
 * A JSON request body as the portal accepts it: the depth and NUL checks on the raw bytes
 * before JSON.parse, so a refused body never reaches a hook, pipe or handler. A NUL is refused
 * like the input-safety guard refuses other control characters, naming the field
 * (`groups[1].code: ...`): the body is parsed once more for that, only when it has one. As
 * before the Fastify adapter (body-parser's strict mode), an empty body is `{}` and the top
 * level must be an object or an array. The size limit is the parser's `bodyLimit`
 * (JSON_LIMITS.httpBodyBytes).
 */
export function parseJsonBody(buffer: Buffer): unknown {
  if (buffer.length === 0) return {};
  const text = buffer.toString('latin1');
  const { depth, nul } = scanJsonText(text, JSON_LIMITS.maxDepth);
  if (depth > JSON_LIMITS.maxDepth) {
    throw new CommonException(
      CommonErrorCode.BadBody,
      `The JSON body nests arrays and objects deeper than ${JSON_LIMITS.maxDepth} levels`,
    );
  }
  const utf8 = buffer.toString('utf8');
  const field = nul ? fieldHoldingNul(utf8) : undefined;
  if (field !== undefined) throw inputRefusal({ field, problems: [CONTROL_IN_TEXT_PROBLEM] });
  const first = FIRST_NON_SPACE.exec(text)?.[1];
  if (first !== '{' && first !== '[') {
    throw new CommonException(
      CommonErrorCode.BadBody,
      'The JSON body must be an object or an array',
    );
  }
  try {
    return JSON.parse(utf8) as unknown;
  } catch (error) {
    throw new CommonException(
      CommonErrorCode.BadBody,
      `The body is not valid JSON: ${(error as Error).message}`,
    );
  }
}

import { CommonErrorCode, CommonException } from './common.exceptions';

/** No control character belongs in a path segment or a query value. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point here
export const CONTROL_IN_PARAM = /[\u0000-\u001f\u007f]/;
/**
 * Text fields may hold tabs and line breaks; the other C0 controls and DEL come only from
 * broken or hostile clients, and PostgreSQL refuses NUL in text and jsonb outright.
 */
// eslint-disable-next-line no-control-regex -- as above
export const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- as above
const NUL = /\u0000/;

export const CONTROL_IN_TEXT_PROBLEM = 'must not contain NUL or other control characters';

export interface InputProblem {
  field: string;
  problems: string[];
}

/** The 400 for input no route can take, naming the field, e.g. `groups[1].code: ...`. */
export function inputRefusal(problem: InputProblem): CommonException {
  return new CommonException(
    CommonErrorCode.ValidationFailed,
    `${problem.field}: ${problem.problems.join(', ')}`,
    [problem],
  );
}

/**
 * The first string under `value` (keys too) with a character `pattern` refuses, as a path
 * like `items[2].name`. Iterative, so a deeply nested body cannot exhaust the stack here.
 */
export function findControl(value: unknown, root: string, pattern: RegExp): string | undefined {
  const pending: [unknown, string][] = [[value, root]];
  while (pending.length > 0) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      if (pattern.test(item)) return path;
    } else if (Array.isArray(item)) {
      item.forEach((entry, index) => pending.push([entry, `${path}[${index}]`]));
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [key, entry] of Object.entries(item)) {
        const keyPath = path ? `${path}.${key}` : key;
        if (pattern.test(key)) return keyPath;
        pending.push([entry, keyPath]);
      }
    }
  }
  return undefined;
}

/**
 * The field of JSON text that holds a NUL, as a path (`body` for a bare string), or undefined
 * when none does or the text is not JSON (the body parser then refuses it as such).
 */
export function fieldHoldingNul(text: string): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const field = findControl(value, '', NUL);
  return field === '' ? 'body' : field;
}

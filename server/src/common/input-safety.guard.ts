import { CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { CommonErrorCode, CommonException } from './common.exceptions';

/** Longest path parameter a route takes unless it declares more with @ParamMaxLength. */
export const PARAM_MAX_LENGTH = 512;
const PARAM_MAX_LENGTHS = 'input:param-max-lengths';

/** No control character belongs in a path segment or a query value. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point here
const CONTROL_IN_PARAM = /[\u0000-\u001f\u007f]/;
/**
 * Text fields may hold tabs and line breaks; the other C0 controls and DEL come only from
 * broken or hostile clients, and PostgreSQL refuses NUL in text and jsonb outright.
 */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Routes whose path parameters legitimately run longer, e.g. `{ variationIds: 8000 }`. */
export const ParamMaxLength = (lengths: Record<string, number>) =>
  SetMetadata(PARAM_MAX_LENGTHS, lengths);

interface Problem {
  field: string;
  problems: string[];
}

function refuse(problem: Problem): never {
  throw new CommonException(
    CommonErrorCode.ValidationFailed,
    `${problem.field}: ${problem.problems.join(', ')}`,
    [problem],
  );
}

/**
 * The first string under `value` (keys too) with a character `pattern` refuses, as a path
 * like `items[2].name`. Iterative, so a deeply nested body cannot exhaust the stack here.
 */
function findControl(value: unknown, root: string, pattern: RegExp): string | undefined {
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
 * Refuses input no route can store or look up, with a 400 naming the parameter, before any
 * guard, pipe or handler touches the database: control characters in path parameters, query
 * values and body strings, and over-long path parameters. PostgreSQL answers NUL in text with
 * an error (a 500 before), and sign-in wrote a rate-limit row keyed by the raw name first.
 */
@Injectable()
export class InputSafetyGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    const lengths =
      this.reflector.getAllAndOverride<Record<string, number>>(PARAM_MAX_LENGTHS, [
        context.getHandler(),
        context.getClass(),
      ]) ?? {};
    for (const [name, value] of Object.entries(request.params ?? {})) {
      if (typeof value !== 'string') continue;
      if (CONTROL_IN_PARAM.test(value))
        refuse({ field: name, problems: ['must not contain control characters'] });
      const max = lengths[name] ?? PARAM_MAX_LENGTH;
      if (value.length > max)
        refuse({ field: name, problems: [`must be at most ${max} characters`] });
    }
    const inQuery = findControl(request.query, '', CONTROL_IN_PARAM);
    if (inQuery !== undefined)
      refuse({ field: inQuery, problems: ['must not contain control characters'] });
    const inBody = findControl(request.body, '', CONTROL_IN_TEXT);
    if (inBody !== undefined)
      refuse({
        field: inBody || 'body',
        problems: ['must not contain NUL or other control characters'],
      });
    return true;
  }
}

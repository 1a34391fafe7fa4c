import { CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import {
  CONTROL_IN_PARAM,
  CONTROL_IN_TEXT,
  CONTROL_IN_TEXT_PROBLEM,
  findControl,
  inputRefusal,
  type InputProblem,
} from './control-characters';
import { RouteMeta } from './route-meta';

/** Longest path parameter a route takes unless it declares more with @ParamMaxLength. */
export const PARAM_MAX_LENGTH = 512;
const PARAM_MAX_LENGTHS = 'input:param-max-lengths';

/** Routes whose path parameters legitimately run longer, e.g. `{ variationIds: 8000 }`. */
export const ParamMaxLength = (lengths: Record<string, number>) =>
  SetMetadata(PARAM_MAX_LENGTHS, lengths);

function refuse(problem: InputProblem): never {
  throw inputRefusal(problem);
}

/**
 * Refuses input no route can store or look up, with a 400 naming the parameter, before any
 * guard, pipe or handler touches the database: control characters in path parameters, query
 * values and body strings, and over-long path parameters. PostgreSQL answers NUL in text with
 * an error (a 500 before), and sign-in wrote a rate-limit row keyed by the raw name first.
 */
@Injectable()
export class InputSafetyGuard implements CanActivate {
  private readonly maxLengths = new RouteMeta(
    (handler, controller) =>
      this.reflector.getAllAndOverride<Record<string, number> | undefined>(PARAM_MAX_LENGTHS, [
        handler,
        controller,
      ]) ?? {},
  );

  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const lengths = this.maxLengths.of(context);
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
      refuse({ field: inBody || 'body', problems: [CONTROL_IN_TEXT_PROBLEM] });
    return true;
  }
}

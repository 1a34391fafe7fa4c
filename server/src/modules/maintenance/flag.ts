import { InvalidFlagException } from './maintenance.exceptions';

/**
 * A path segment that is exactly "true" or "false" (the seed's {x}). Read from the raw text:
 * the global ValidationPipe would turn any other word into false for a boolean parameter.
 */
export function parseFlag(name: string, value: string): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new InvalidFlagException(name, value);
}

import { HttpStatus } from '@nestjs/common';

/**
 * Base of the modules' typed exceptions: a stable code for clients and JSON-RPC, the HTTP
 * status, a message for people, and optional details (e.g. the allowed transitions).
 */
export class AppException extends Error {
  constructor(
    readonly code: string,
    readonly status: HttpStatus,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/**
 * The exception class of a module: its codes (an enum) each answer with one HTTP status, so a
 * throw names the case and the message, never a status or a code by hand.
 *
 *   export class TreeException extends moduleException(TREE_ERROR_STATUS) {}
 *   throw new TreeException(TreeErrorCode.NameUnchanged, 'The new name must differ ...');
 */
export function moduleException<Code extends string>(statuses: Record<Code, HttpStatus>) {
  return class ModuleException extends AppException {
    constructor(code: Code, message: string, details?: unknown) {
      super(code, statuses[code], message, details);
    }
  };
}

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

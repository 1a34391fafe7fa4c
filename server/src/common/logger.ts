import type { LoggerService } from '@nestjs/common';
import pino, { Logger as PinoLogger } from 'pino';
import type { LogLevel } from '@server/config/app-config';

let lastMs = NaN;
let lastTime = '';

/**
 * pino's isoTime (`,"time":"<ISO 8601>"`), formatting each millisecond once: at the request log
 * line per request, lines share their millisecond under load, and toISOString was a fifth of
 * what a line cost (decision 0022, "Per-request pipeline").
 */
export function isoTime(): string {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    lastTime = `,"time":"${new Date(now).toISOString()}"`;
  }
  return lastTime;
}

/**
 * Lines go to standard output without waiting for each write (sonic-boom, sync: false): under
 * load the lines written while one write is in flight go out together in the next, where a
 * synchronous destination made a system call per line, the request log line's largest cost
 * (decision 0022). pino flushes what is left synchronously on exit, also process.exit() and
 * an uncaught exception; only a process killed outright (SIGKILL) can lose its last lines.
 */
export function createRootLogger(level: LogLevel): PinoLogger {
  return pino(
    {
      level,
      base: { app: 'placement-portal' },
      timestamp: isoTime,
    },
    pino.destination({ dest: 1, sync: false }),
  );
}

/**
 * A message as pino's fields and text: `logger.error({ msg, event, ... })` from a Nest Logger
 * becomes one line whose fields a log search can filter on (a failed backup's `event`).
 */
function fieldsOf(message: unknown): [Record<string, unknown>, string] {
  if (message && typeof message === 'object' && !(message instanceof Error) && 'msg' in message) {
    const { msg, ...fields } = message as Record<string, unknown>;
    return [fields, String(msg)];
  }
  return [{}, String(message)];
}

/** Nest's own messages go through pino too, so every log line is one JSON object. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: PinoLogger) {}

  log(message: unknown, context?: string) {
    const [fields, text] = fieldsOf(message);
    this.logger.info({ ...fields, context }, text);
  }
  error(message: unknown, trace?: string, context?: string) {
    const [fields, text] = fieldsOf(message);
    this.logger.error({ ...fields, context, trace }, text);
  }
  warn(message: unknown, context?: string) {
    const [fields, text] = fieldsOf(message);
    this.logger.warn({ ...fields, context }, text);
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
  fatal(message: unknown, context?: string) {
    this.logger.fatal({ context }, String(message));
  }
}

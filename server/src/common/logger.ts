import type { LoggerService } from '@nestjs/common';
import pino, { Logger as PinoLogger } from 'pino';
import type { LogLevel } from '@server/config/app-config';

export function createRootLogger(level: LogLevel): PinoLogger {
  return pino({
    level,
    base: { app: 'placement-portal' },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}

/** Nest's own messages go through pino too, so every log line is one JSON object. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: PinoLogger) {}

  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
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

import type { Logger as PinoLogger } from 'pino';
import { reportError } from '@server/common/error-reports';

/**
 * Once the app serves, a stray rejected promise or thrown error anywhere (a callback outside
 * any request, a library's event) is logged and the process goes on serving: one user's input
 * must never end everyone's session (issue 19). Installed only after start-up, so a fatal
 * start-up error still ends the process as before. Returns the uninstaller.
 */
export function keepServingOnStrayErrors(logger: PinoLogger): () => void {
  const log = (kind: string) => (error: unknown) => {
    const err = error instanceof Error ? error : new Error(String(error));
    logger.error({ context: 'Process', err }, `${kind}: logged, the server keeps running`);
    reportError(err, { kind });
  };
  const onRejection = log('Unhandled promise rejection');
  const onException = log('Uncaught exception');
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return () => {
    process.off('unhandledRejection', onRejection);
    process.off('uncaughtException', onException);
  };
}

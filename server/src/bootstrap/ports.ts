import { createServer } from 'node:net';
import { StartupError } from './startup-error';

/** Fails fast, before PostgreSQL starts, when the HTTP port is taken. */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new StartupError(`Port ${port} is already in use; stop the other program or set PORT`)
          : new StartupError(`Port ${port} cannot be opened (${error.code}); set PORT`),
      );
    });
    server.listen(port, () => server.close(() => resolvePromise()));
  });
}

export function findFreePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePromise(port));
    });
  });
}

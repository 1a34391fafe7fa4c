// npm start's supervisor: runs the server, restarts it when it crashes, gives up when it
// keeps crashing. The server owns the embedded PostgreSQL (and restarts it if it dies); a
// server killed outright leaves that PostgreSQL running, which the next server start stops
// and replaces, and which we stop ourselves when we give up or are stopped between restarts.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { serverModule } from './server-dist.mjs';

/**
 * A server that ran this long before it crashed was healthy: the count of crashes in a row
 * starts again. Counting per run rather than per clock minute keeps a slow machine, where a
 * failing start takes many seconds, from restarting forever.
 */
const STABLE_AFTER_MS = 60_000;
const MAX_CRASHES = 5;
/** The first restart waits this long; each further crash in a row doubles it. */
const FIRST_BACKOFF_MS = 1000;

function describeExit(code, signal) {
  return signal ? `signal ${signal}` : `exit code ${code}`;
}

/** Stops the embedded PostgreSQL a killed server left behind, if any. */
async function stopLeftoverPostgres(root, env) {
  const { loadConfig } = serverModule('config/app-config');
  const { stopOrphanedPostgres } = serverModule('bootstrap/database-server');
  const config = loadConfig(env, root);
  if (config.databaseUrl) return;
  await stopOrphanedPostgres(join(config.dataDir, 'pg'), (line) => console.log(`  ${line}`));
}

/**
 * Runs `server/dist/.../main.js` under `env` until it stops cleanly or we are told to stop.
 * A server that never came up on its first start (a setting, a taken port) is not retried:
 * its own one-line reason stands and its exit code is ours.
 */
export function superviseServer(root, env) {
  let child;
  let everReady = false;
  let stopping = false;
  let restartTimer;
  let startedAt = 0;
  let crashes = 0;

  const finish = async (code) => {
    await stopLeftoverPostgres(root, env).catch((error) =>
      console.error(`  Could not stop PostgreSQL: ${error.message}`),
    );
    process.exit(code);
  };

  const start = () => {
    restartTimer = undefined;
    startedAt = Date.now();
    child = spawn(process.execPath, ['server/dist/server/src/main.js'], {
      cwd: root,
      // The IPC channel carries only the server's "ready", which arms the restarts.
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
      env,
    });
    child.on('message', (message) => {
      if (message?.type === 'ready') everReady = true;
    });
    child.on('exit', (code, signal) => {
      child = undefined;
      if (stopping || !everReady || (code === 0 && !signal)) {
        process.exit(code ?? (signal ? 1 : 0));
      }
      if (Date.now() - startedAt >= STABLE_AFTER_MS) crashes = 0;
      crashes++;
      if (crashes >= MAX_CRASHES) {
        console.error(
          `npm start: the server crashed ${crashes} times in a row, each within a minute of starting (last: ${describeExit(code, signal)}); PostgreSQL stopped, giving up.`,
        );
        void finish(1);
        return;
      }
      const delay = FIRST_BACKOFF_MS * 2 ** (crashes - 1);
      console.error(
        `npm start: the server stopped unexpectedly (${describeExit(code, signal)}); restarting it in ${delay / 1000} s`,
      );
      restartTimer = setTimeout(start, delay);
    });
  };

  // Ctrl-C reaches the whole process group; other signals reach only us. Either way the
  // server is told (a second signal is harmless to it) and stops itself and PostgreSQL; we
  // wait for it rather than dying first. Between restarts, we stop what it left running.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      if (child) child.kill(signal);
      else {
        clearTimeout(restartTimer);
        void finish(0);
      }
    });
  }
  start();
}

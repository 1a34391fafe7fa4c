// Small helpers for the project scripts: run a command, time it, say what failed.
import { spawn } from 'node:child_process';

export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      process.stderr.write(`${command}: ${error.message}\n`);
      resolve(1);
    });
  });
}

export function seconds(since) {
  return ((Date.now() - since) / 1000).toFixed(1);
}

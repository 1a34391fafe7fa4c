// npm run dev: the server recompiles and restarts on change (tsc --watch, node --watch) and
// the client runs on Vite's dev server at http://localhost:5173/app/ (proxying /api and /ws).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureNode } from './lib/ensure-node.mjs';
import { run } from './lib/run.mjs';

await ensureNode();

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => `${root}node_modules/.bin/${name}`;
const tsconfig = 'server/tsconfig.build.json';

// node --watch needs a first build to start from.
if ((await run('npm', ['run', 'build', '-w', 'server', '--silent'], { cwd: root })) !== 0)
  process.exit(1);

const processes = [
  ['tsc', bin('tsc'), ['-p', tsconfig, '--watch', '--preserveWatchOutput'], root],
  ['alias', bin('tsc-alias'), ['-p', tsconfig, '--watch'], root],
  [
    'server',
    process.execPath,
    ['--watch-path=server/dist/server', 'server/dist/server/src/main.js'],
    root,
  ],
  ['client', bin('vite'), [], `${root}client`],
];

// The server says development in public/env (npm start leaves it to the host name: production).
const env = { ...process.env, PORTAL_ENVIRONMENT: process.env.PORTAL_ENVIRONMENT || 'development' };

const children = processes.map(([name, command, args, cwd]) => {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  const relay = (stream) => (chunk) => stream.write(chunk.toString().replace(/^(?=.)/gm, prefix));
  child.stdout.on('data', relay(process.stdout));
  child.stderr.on('data', relay(process.stderr));
  return child;
});

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
console.log('Dev mode: client at http://localhost:5173/app/, API at http://localhost:3000/api/v1');

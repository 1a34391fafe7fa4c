import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, spawnNode, Spawned } from '../support/processes';

// Decision 0037: on a machine whose Node is older than the one .nvmrc names, npm start, npm test
// and npm run dev re-run themselves under that Node, installed from the npm registry into
// .tools/. An older Node to start them with comes the same way (Node 20, the usual system Node).
const OLD_NODE = '20.20.2';
const PINNED = readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim();
const ENSURE_NODE = join(ROOT, 'scripts/lib/ensure-node.mjs');
const PROBE = join(ROOT, 'test/api/fixtures/node-probe.mjs');

/** The bin folder of `version` in .tools/, installed by the CLI when missing. */
function nodeBin(version?: string): string {
  const args = version ? [ENSURE_NODE, version] : [ENSURE_NODE];
  return execFileSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' }).trim();
}

describe('Node version (ensure-node)', () => {
  let oldNode: string;
  const running: Spawned[] = [];

  beforeAll(() => {
    oldNode = join(nodeBin(OLD_NODE), 'node');
    expect(execFileSync(oldNode, ['--version'], { encoding: 'utf8' }).trim()).toBe(`v${OLD_NODE}`);
  });

  afterAll(async () => {
    for (const probe of running) {
      if (probe.child.exitCode === null) probe.child.kill('SIGKILL');
      await probe.exited;
    }
  });

  function probe(args: string[]): Spawned {
    const started = spawnNode(PROBE, args, {}, { node: oldNode });
    running.push(started);
    return started;
  }

  it('prints the bin folder of the pinned Node, installed in .tools', () => {
    const bin = nodeBin();
    expect(bin).toMatch(/bin$/);
    expect(execFileSync(join(bin, 'node'), ['--version'], { encoding: 'utf8' }).trim()).toBe(
      `v${PINNED}`,
    );
  });

  it('runs a command started by an older Node under the pinned one, with node and npm on its PATH', async () => {
    const started = probe(['report', '7']);
    const { code } = await started.exited;
    expect(code).toBe(7);
    expect(started.output()).toContain(
      `> Node ${OLD_NODE} is older than ${PINNED.split('.')[0]}: using Node ${PINNED} (.tools)`,
    );
    const report = JSON.parse(started.output().match(/probe: (.*)/)![1]);
    expect(report).toEqual({
      version: `v${PINNED}`,
      args: ['report', '7'],
      pathNode: `v${PINNED}`,
      npmNode: PINNED,
    });
  });

  it('passes a signal sent to the older Node alone on to the command', async () => {
    const started = probe(['wait']);
    await started.waitForOutput(/probe: waiting/);
    started.child.kill('SIGTERM');
    expect((await started.exited).code).toBe(0);
    expect(started.output()).toContain(`probe: SIGTERM on Node v${PINNED}`);
  });

  it('exits as a command killed by a signal did (128 + its number)', async () => {
    const { code } = await probe(['die']).exited;
    expect(code).toBe(137);
  });
});

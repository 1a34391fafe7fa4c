import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// .nvmrc names the Node everything runs on (decision 0037); the other places that name a Node
// major must agree with it. Docker is not available on our machines, so its file is read.
const root = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const major = (version: string) => Number(version.match(/\d+/)![0]);

describe('Node version, named in one place', () => {
  const pinned = read('.nvmrc').trim();
  const pkg = JSON.parse(read('package.json'));

  it('.nvmrc pins an exact version', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('package.json engines and @types/node name the same major', () => {
    expect(pkg.engines.node).toBe(`>=${major(pinned)}`);
    expect(major(pkg.devDependencies['@types/node'])).toBe(major(pinned));
  });

  it('every stage of the Docker image is built on the same major', () => {
    const stages = [...read('docker/Dockerfile').matchAll(/^FROM node:(\S+)/gm)].map((m) => m[1]);
    expect(stages).toHaveLength(2);
    for (const image of stages) expect(major(image)).toBe(major(pinned));
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { BEGIN, END, readModuleGraph, renderDiagram, withDiagram } from './module-diagram.mjs';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A throwaway modules folder: folder name -> the text of its module file. */
function modules(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'module-diagram-'));
  roots.push(root);
  for (const [folder, text] of Object.entries(files)) {
    mkdirSync(join(root, folder));
    writeFileSync(join(root, folder, `${folder}.module.ts`), text);
  }
  return root;
}

describe('module diagram', () => {
  it('draws an arrow per project module imported, leaving framework modules out', () => {
    const root = modules({
      tree: `@Module({ imports: [CacheModule], providers: [] })`,
      cache: `@Module({ providers: [] })`,
      'new-hire': `@Module({ imports: [JwtModule.register({}), TreeModule, CacheModule] })`,
      lonely: `@Module({})`,
    });
    expect(renderDiagram(readModuleGraph(root))).toBe(
      [
        '```mermaid',
        'flowchart LR',
        '  lonely',
        '  new-hire --> cache',
        '  new-hire --> tree',
        '  tree --> cache',
        '```',
      ].join('\n'),
    );
  });

  it('replaces only the block between the markers, and refuses a document without them', () => {
    const doc = `intro\n${BEGIN}\nold\n${END}\noutro\n`;
    expect(withDiagram(doc, 'new')).toBe(`intro\n${BEGIN}\n\nnew\n\n${END}\noutro\n`);
    expect(() => withDiagram('no markers', 'new')).toThrow(/lacks/);
  });
});

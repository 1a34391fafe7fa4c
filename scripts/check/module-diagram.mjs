// The module diagram of docs/architecture.md, made from the code: each server module's
// `imports: [...]` (its *.module.ts files) becomes an arrow "uses". Run with --write to rewrite
// the block between the markers, or with --check (part of lint) to fail when the document and
// the code disagree, so the picture never drifts from what Nest actually wires.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const MODULES_DIR = join(root, 'server/src/modules');
const DOC = join(root, 'docs/architecture.md');
export const BEGIN = '<!-- module-diagram:begin (npm run docs:diagram) -->';
export const END = '<!-- module-diagram:end -->';

/** `FooBarModule` -> `foo-bar`, the folder name under server/src/modules. */
export function folderOf(className) {
  return className
    .replace(/Module$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

/** The project modules a module file imports (framework modules such as JwtModule left out). */
export function importsOf(source, known) {
  const match = /imports:\s*\[([\s\S]*?)\]/.exec(source);
  if (!match) return [];
  const names = match[1].match(/\b[A-Z][A-Za-z0-9]*Module\b/g) ?? [];
  return [...new Set(names.map(folderOf))].filter((name) => known.has(name));
}

/** Every module folder with the modules it imports, sorted for a stable text. */
export function readModuleGraph(dir = MODULES_DIR) {
  const folders = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const known = new Set(folders);
  return folders.map((folder) => {
    const files = readdirSync(join(dir, folder)).filter((f) => f.endsWith('.module.ts'));
    const uses = files.flatMap((f) => importsOf(readFileSync(join(dir, folder, f), 'utf8'), known));
    return { name: folder, uses: [...new Set(uses)].filter((u) => u !== folder).sort() };
  });
}

/** The Mermaid block: one line per arrow, modules without arrows listed on their own. */
export function renderDiagram(graph) {
  const lines = ['```mermaid', 'flowchart LR'];
  for (const { name, uses } of graph) {
    const usedBySomeone = graph.some((m) => m.uses.includes(name));
    if (uses.length === 0 && !usedBySomeone) lines.push(`  ${name}`);
    for (const used of uses) lines.push(`  ${name} --> ${used}`);
  }
  lines.push('```');
  return lines.join('\n');
}

/** The document with its diagram block replaced; throws when the markers are missing. */
export function withDiagram(doc, diagram) {
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/architecture.md lacks ${BEGIN} ... ${END}`);
  return `${doc.slice(0, start + BEGIN.length)}\n\n${diagram}\n\n${doc.slice(end)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const doc = readFileSync(DOC, 'utf8');
  const next = withDiagram(doc, renderDiagram(readModuleGraph()));
  if (process.argv.includes('--write')) {
    writeFileSync(DOC, next);
    console.log('docs/architecture.md: module diagram written');
  } else if (next !== doc) {
    console.error(
      "docs/architecture.md: the module diagram differs from the modules' imports; run `npm run docs:diagram`",
    );
    process.exit(1);
  }
}

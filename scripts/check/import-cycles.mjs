// Import loops (issue 33): a file that, through its imports, imports itself makes the order
// modules load in matter and hides which layer owns what. This walks the server's and the
// client's sources (type-only imports too: they tie the same two files together) and prints
// every loop it finds. TypeORM entities that relate to each other both ways are the one
// exception: their relations name each other through functions (() => User), read after both
// files have loaded.
//
//   node scripts/check/import-cycles.mjs          exit 1 with one line per loop
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ALIASES = {
  '@server/': 'server/src/',
  '@client/': 'client/src/',
  '@domain/': 'libs/domain/src/',
};
const SOURCES = ['server/src', 'client/src', 'libs/domain/src'];
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g;
const SKIP = /(\.spec|\.test)\.tsx?$|\/migrations\/|\/generated\//;

function walk(dir, files = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, files);
    else if (/\.tsx?$/.test(name) && !SKIP.test(path)) files.push(path);
  }
  return files;
}

/** The file an import names, or null when it is a package. */
function resolveImport(from, specifier) {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  let base;
  if (alias) base = join(root, ALIASES[alias], specifier.slice(alias.length));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

export function findImportCycles() {
  const files = SOURCES.flatMap((dir) => walk(join(root, dir)));
  const edges = new Map(
    files.map((file) => [
      file,
      [...readFileSync(file, 'utf8').matchAll(IMPORT)]
        .map(([, specifier]) => resolveImport(file, specifier))
        .filter(Boolean),
    ]),
  );
  // Depth-first search; a grey node met again closes a loop.
  const state = new Map();
  const stack = [];
  const cycles = [];
  const visit = (file) => {
    state.set(file, 'grey');
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'grey')
        cycles.push([...stack.slice(stack.indexOf(next)), next].map((f) => relative(root, f)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'black');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles.filter((cycle) => !cycle.every((file) => file.includes('/entities/')));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cycles = findImportCycles();
  for (const cycle of cycles) console.error(`import loop: ${cycle.join(' -> ')}`);
  process.exit(cycles.length ? 1 : 0);
}

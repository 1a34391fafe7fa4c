// Table ownership check (CONVENTIONS 9b, docs/module-template.md rule 2): every table belongs to
// the server module whose entities/ declares it (@Entity('name')); another module reaches it
// through the owner's exported service, or through a read model listed in
// table-ownership.allow.mjs with the reason. ESLint sees imports only; this reads the SQL.
// It also keeps data out of controllers: a controller neither holds SQL nor takes a
// repository, a DataSource or an EntityManager.
//
//   node scripts/check/table-ownership.mjs        exit 1 with one line per finding
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { READ_MODELS } from './table-ownership.allow.mjs';

const ENTITY = /@Entity\(\s*['"]([a-z_][a-z0-9_]*)['"]/g;
const CREATE_TABLE = /CREATE TABLE (?:IF NOT EXISTS )?"?([a-z_][a-z0-9_]*)"?/g;
/** SQL keywords after which a table name stands (FROM x, JOIN x, INSERT INTO x, ...). */
const TABLE_POSITION =
  /\b(?:from|join|into|update|table|using|references|truncate)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?((?:\s+(?:as\s+)?[a-z_][a-z0-9_]*)?(?:\s*,\s*"?[a-z_][a-z0-9_]*"?(?:\s+(?:as\s+)?[a-z_][a-z0-9_]*)?)*)/gi;
/** Query-builder and repository calls whose first argument names a table. */
const TABLE_CALLS = new Set([
  'from',
  'into',
  'update',
  'delete',
  'innerJoin',
  'leftJoin',
  'innerJoinAndSelect',
  'leftJoinAndSelect',
  'getRepository',
]);
/** What a controller may not take: data stays behind services and repositories. */
const DATA_ACCESS_IMPORTS = new Set(['DataSource', 'EntityManager', 'Repository', 'QueryRunner']);
const DATA_ACCESS_DECORATORS = new Set([
  'InjectDataSource',
  'InjectRepository',
  'InjectEntityManager',
]);

function walk(dir, files = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, files);
    else if (name.endsWith('.ts')) files.push(path);
  }
  return files;
}

const toPosix = (path) => path.split(sep).join('/');

/** Table -> owning module, from @Entity names under server/src/modules/<module>/entities/. */
export function tableOwners(root) {
  const modulesDir = join(root, 'server/src/modules');
  const owners = new Map();
  for (const module of readdirSync(modulesDir)) {
    const entities = join(modulesDir, module, 'entities');
    let files = [];
    try {
      files = walk(entities);
    } catch {
      continue;
    }
    for (const file of files)
      for (const [, table] of readFileSync(file, 'utf8').matchAll(ENTITY))
        owners.set(table, module);
  }
  return owners;
}

/** Tables the migrations create that no entity declares: they have no owner, which is a finding. */
function unownedTables(root, owners) {
  const dir = join(root, 'server/src/database/migrations');
  const found = [];
  for (const file of walk(dir))
    for (const [, table] of readFileSync(file, 'utf8').matchAll(CREATE_TABLE))
      if (!owners.has(table)) found.push({ table, file: toPosix(relative(root, file)) });
  return found;
}

/** The text of every string and template literal of a source file, with its line. */
function literalsOf(source) {
  const out = [];
  const visit = (node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    )
      out.push({ text: node.text, node });
    node.forEachChild(visit);
  };
  visit(source);
  return out;
}

function lineOf(source, node) {
  return source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
}

/** Tables named in SQL text: after FROM, JOIN, INTO, ..., and in a FROM's comma list. */
function tablesInSql(text, owners) {
  const tables = new Set();
  for (const match of text.matchAll(TABLE_POSITION)) {
    if (owners.has(match[1])) tables.add(match[1]);
    for (const [, listed] of (match[2] ?? '').matchAll(/,\s*"?([a-z_][a-z0-9_]*)"?/gi))
      if (owners.has(listed)) tables.add(listed);
  }
  return tables;
}

/** Tables a file's code names, each with the first line naming it. */
function tablesOf(source, owners) {
  const found = new Map();
  const add = (table, node) => {
    if (!found.has(table)) found.set(table, lineOf(source, node));
  };
  for (const { text, node } of literalsOf(source)) {
    for (const table of tablesInSql(text, owners)) add(table, node);
    const call = node.parent;
    if (
      ts.isStringLiteral(node) &&
      call &&
      ts.isCallExpression(call) &&
      call.arguments[0] === node &&
      ts.isPropertyAccessExpression(call.expression) &&
      TABLE_CALLS.has(call.expression.name.text) &&
      owners.has(node.text)
    )
      add(node.text, node);
  }
  return found;
}

/** A controller's data access: repository imports, DataSource/EntityManager, SQL text. */
function controllerFindings(source, file, owners) {
  const findings = [];
  source.forEachChild((statement) => {
    if (!ts.isImportDeclaration(statement)) return;
    const from = statement.moduleSpecifier.text;
    const line = lineOf(source, statement);
    if (/\.repository$/.test(from))
      findings.push(`${file}:${line}: a controller imports a repository (${from}); call a service`);
    const named = statement.importClause?.namedBindings;
    if (named && ts.isNamedImports(named) && /^(typeorm|@nestjs\/typeorm)$/.test(from))
      for (const element of named.elements) {
        const name = element.name.text;
        if (DATA_ACCESS_IMPORTS.has(name) || DATA_ACCESS_DECORATORS.has(name))
          findings.push(`${file}:${line}: a controller takes ${name}; data goes through a service`);
      }
  });
  for (const [table, line] of tablesOf(source, owners))
    findings.push(`${file}:${line}: a controller holds SQL on ${table}; move it to a repository`);
  return findings;
}

/** Module -> the modules its files import (`@server/modules/<name>/...`), specs left out. */
function moduleImports(modulesDir) {
  const imports = new Map();
  for (const path of walk(modulesDir)) {
    if (path.endsWith('.spec.ts')) continue;
    const module = toPosix(relative(modulesDir, path)).split('/')[0];
    if (!imports.has(module)) imports.set(module, new Set());
    for (const [, other] of readFileSync(path, 'utf8').matchAll(
      /from '@server\/modules\/([\w-]+)\//g,
    ))
      if (other !== module) imports.get(module).add(other);
  }
  return imports;
}

/** The chain of imports by which module `from` reaches module `to`, or undefined. */
function importChain(imports, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const module = queue.shift();
    if (module === to) {
      const chain = [];
      for (let at = to; at !== null; at = previous.get(at)) chain.unshift(at);
      return chain;
    }
    for (const next of imports.get(module) ?? [])
      if (!previous.has(next)) {
        previous.set(next, module);
        queue.push(next);
      }
  }
  return undefined;
}

/**
 * A read model whose tables' owner depends on the reader is a cycle in data that the import
 * rules cannot see (match read nhp's tables while nhp imported match; audit read users while
 * users wrote through audit). The owner hands the reader its read model instead, as nhp hands
 * match PoolMembership and users hands audit ActorNames (decision 0054).
 */
function dataCycleFindings(readModels, owners, imports) {
  const findings = [];
  for (const model of readModels) {
    const reader = model.file.split('/')[3];
    for (const owner of new Set(model.tables.map((table) => owners.get(table)))) {
      const chain = owner && importChain(imports, owner, reader);
      if (chain)
        findings.push(
          `read model ${model.file}: module ${reader} reads tables of module ${owner}, which ` +
            `depends on ${reader} (${chain.join(' -> ')}): a cycle; let ${owner} hand ${reader} its read model`,
        );
    }
  }
  return findings;
}

/** Every finding for the tree at root, one line each; empty when the tree keeps the rules. */
export function checkTableOwnership(root, readModels = READ_MODELS) {
  const owners = tableOwners(root);
  const findings = unownedTables(root, owners).map(
    ({ table, file }) => `${file}: table ${table} has no entity, so no owning module`,
  );
  const allowed = new Set(readModels.flatMap((m) => m.tables.map((t) => `${m.file} ${t}`)));
  const used = new Set();
  const modulesDir = join(root, 'server/src/modules');
  for (const path of walk(modulesDir)) {
    const file = toPosix(relative(root, path));
    const [, , , module, ...rest] = file.split('/');
    if (rest[0] === 'entities' || file.endsWith('.spec.ts')) continue;
    const source = ts.createSourceFile(
      path,
      readFileSync(path, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    if (file.endsWith('.controller.ts')) findings.push(...controllerFindings(source, file, owners));
    for (const [table, line] of tablesOf(source, owners)) {
      const owner = owners.get(table);
      if (owner === module) continue;
      if (allowed.has(`${file} ${table}`)) {
        used.add(`${file} ${table}`);
        continue;
      }
      findings.push(
        `${file}:${line}: module ${module} reads or writes ${table}, a table of module ${owner}; ` +
          `go through the ${owner} module's exported service, or name a read model in scripts/check/table-ownership.allow.mjs`,
      );
    }
  }
  for (const model of readModels) {
    if (!model.why?.trim()) findings.push(`read model ${model.file}: says no why`);
    for (const table of model.tables)
      if (!used.has(`${model.file} ${table}`))
        findings.push(`read model ${model.file}: no longer names ${table}; take it off the list`);
  }
  findings.push(...dataCycleFindings(readModels, owners, moduleImports(modulesDir)));
  return findings;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const findings = checkTableOwnership(root);
  for (const finding of findings) console.error(finding);
  if (findings.length) {
    console.error(`table ownership: ${findings.length} finding(s)`);
    process.exit(1);
  }
  console.log('table ownership: every table used by its owner or through a named read model');
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { checkTableOwnership } from './table-ownership.mjs';

/** A throwaway tree with two modules: `people` owns `persons`, `exams` owns `exams`. */
function plantTree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'table-ownership-'));
  const all: Record<string, string> = {
    'server/src/modules/people/entities/person.entity.ts': `@Entity('persons') export class Person {}`,
    'server/src/modules/exams/entities/exam.entity.ts': `@Entity('exams') export class Exam {}`,
    'server/src/database/migrations/1-Initial.ts': `q('CREATE TABLE "persons" (x int)'); q('CREATE TABLE "exams" (x int)');`,
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  roots.push(root);
  return root;
}

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const EXAMS_REPO = 'server/src/modules/exams/exams.repository.ts';

describe('checkTableOwnership', () => {
  it('passes a module that reads its own tables', () => {
    const root = plantTree({
      [EXAMS_REPO]: 'const sql = `SELECT * FROM exams e WHERE e.x = $1`;',
    });
    expect(checkTableOwnership(root, [])).toEqual([]);
  });

  it.each([
    ['a join', 'const sql = `SELECT * FROM exams e JOIN persons p ON p.x = e.x`;'],
    ['a comma list', "const sql = 'SELECT 1 FROM exams e, persons p';"],
    ['a write', "const sql = 'UPDATE persons SET x = 1';"],
    ['a query builder', "qb.select('x').from('persons', 'p');"],
  ])('fails on SQL naming another module’s table: %s', (_case, code) => {
    const root = plantTree({ [EXAMS_REPO]: code });
    const findings = checkTableOwnership(root, []);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatch(
      /^server\/src\/modules\/exams\/exams\.repository\.ts:1: module exams reads or writes persons, a table of module people/,
    );
  });

  it('passes a crossing listed as a read model, and fails the entry once the file drops it', () => {
    const readModel = { file: EXAMS_REPO, tables: ['persons'], why: 'the exam list names people' };
    const crossing = plantTree({ [EXAMS_REPO]: "const sql = 'SELECT 1 FROM persons';" });
    expect(checkTableOwnership(crossing, [readModel])).toEqual([]);
    const gone = plantTree({ [EXAMS_REPO]: "const sql = 'SELECT 1 FROM exams';" });
    expect(checkTableOwnership(gone, [readModel])).toEqual([
      `read model ${EXAMS_REPO}: no longer names persons; take it off the list`,
    ]);
  });

  it('fails a read model whose tables belong to a module that depends on the reader', () => {
    const readModel = { file: EXAMS_REPO, tables: ['persons'], why: 'the exam list names people' };
    const cycle = plantTree({
      [EXAMS_REPO]: "const sql = 'SELECT 1 FROM persons';",
      'server/src/modules/people/people.service.ts':
        "import { ExamsService } from '@server/modules/exams/exams.service';",
    });
    expect(checkTableOwnership(cycle, [readModel])).toEqual([
      `read model ${EXAMS_REPO}: module exams reads tables of module people, which depends on ` +
        'exams (people -> exams): a cycle; let people hand exams its read model',
    ]);
  });

  it('fails a read model without a why', () => {
    const root = plantTree({ [EXAMS_REPO]: "const sql = 'SELECT 1 FROM persons';" });
    expect(
      checkTableOwnership(root, [{ file: EXAMS_REPO, tables: ['persons'], why: ' ' }]),
    ).toEqual([`read model ${EXAMS_REPO}: says no why`]);
  });

  it('ignores words that are not in a table position and text outside string literals', () => {
    const root = plantTree({
      [EXAMS_REPO]: "// reads persons\nconst message = 'No persons found'; const persons = 1;",
    });
    expect(checkTableOwnership(root, [])).toEqual([]);
  });

  it('fails a table the migrations create that no entity owns', () => {
    const root = plantTree({
      'server/src/database/migrations/2-Stray.ts': `q('CREATE TABLE "strays" (x int)');`,
    });
    expect(checkTableOwnership(root, [])).toEqual([
      'server/src/database/migrations/2-Stray.ts: table strays has no entity, so no owning module',
    ]);
  });

  it('fails a controller with a repository, a DataSource or SQL', () => {
    const root = plantTree({
      'server/src/modules/exams/exams.controller.ts': [
        "import { InjectDataSource } from '@nestjs/typeorm';",
        "import { DataSource } from 'typeorm';",
        "import { ExamsRepository } from './exams.repository';",
        "const sql = 'SELECT 1 FROM exams';",
      ].join('\n'),
    });
    expect(checkTableOwnership(root, [])).toEqual([
      'server/src/modules/exams/exams.controller.ts:1: a controller takes InjectDataSource; data goes through a service',
      'server/src/modules/exams/exams.controller.ts:2: a controller takes DataSource; data goes through a service',
      'server/src/modules/exams/exams.controller.ts:3: a controller imports a repository (./exams.repository); call a service',
      'server/src/modules/exams/exams.controller.ts:4: a controller holds SQL on exams; move it to a repository',
    ]);
  });
});

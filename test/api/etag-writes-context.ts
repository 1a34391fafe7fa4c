import { levelUuidOf } from '@domain/tree-levels';
import { as } from '../support/auth-helpers';
import { type TestApp } from '../support/test-app';
import { demo, sessions, get, changeHeard, statements, useEtagApp } from './etag-context';
import { readReuseCounts, runsOf } from './etag-reads';

/**
 * Cheap polls (issue 20, decision 0022): polled reads answer 304 on an unchanged ETag without
 * running, and a change by anyone, on any instance, gives the next poll a fresh answer. Two
 * instances on one database; where a change must first reach an instance, the test waits for
 * that instance's own event (no sleeping, no timing).
 */

export let site: string;
/** Waits until `t` has heard every event committed so far (a later event of a table no cached read uses). */
export async function settled(t: TestApp): Promise<void> {
  const heard = changeHeard(t, 'info_sources');
  await demo.ds.query(`UPDATE info_sources SET description = description WHERE false`);
  await heard;
}
/**
 * The 304 of `path` for `who` survives `write`: answered from the held ETag before the handler
 * ran (a hit on /metrics, no miss), and the database runs no statement of `read` (a pattern of
 * etag-reads.ts READS) for it.
 */
export async function keeps304(
  who: string,
  path: string,
  read: string,
  write: () => Promise<unknown>,
): Promise<string> {
  const etag = (await get(demo.t, who, path).expect(200)).headers.etag;
  await write();
  await settled(demo.t);
  const runs = await runsOf(statements, read);
  const before = await readReuseCounts(demo.t);
  await get(demo.t, who, path, etag).expect(304);
  expect(await readReuseCounts(demo.t)).toEqual({ hit: before.hit + 1, miss: before.miss });
  expect(await runs()).toBe(0);
  return etag;
}
/** Runs `body` with the database's runs of `read` (a READS pattern) counted from here. */
export async function withReadsCounted(
  read: string,
  body: (runs: () => Promise<number>) => Promise<void>,
): Promise<void> {
  await body(await runsOf(statements, read));
}
/** Writes `table` (an UPDATE of no row still fires its trigger) and waits until the app heard it. */
export async function sourceWritten(table: string, column: string): Promise<void> {
  const heard = changeHeard(demo.t, table);
  await demo.ds.query(`UPDATE ${table} SET ${column} = ${column} WHERE false`);
  await heard;
}
/** Runs `body` while the client site is renamed (and heard so), access going by its name. */
export async function whileSiteRenamed(body: () => Promise<unknown>): Promise<void> {
  const heard = changeHeard(demo.t, 'tree_nodes:shape');
  await demo.ds.query(
    `UPDATE tree_nodes SET description = 'Elsewhere ' || description WHERE node_uuid = $1`,
    [site],
  );
  await heard;
  try {
    await body();
  } finally {
    await demo.ds.query(
      `UPDATE tree_nodes SET description = substr(description, length('Elsewhere ') + 1) WHERE node_uuid = $1`,
      [site],
    );
  }
}
/** Admin and premise read `path`: the same answer, from one run of the read. */
export async function oneReadForBoth(path: string, runs: () => Promise<number>): Promise<void> {
  const asAdmin = await get(demo.t, 'admin', path).expect(200);
  const asPremise = await get(demo.t, 'premise', path).expect(200);
  expect(asPremise.text).toBe(asAdmin.text);
  expect(await runs()).toBe(1);
}
/** A PDA of the site with a text field an admin may save, and that field's path. */
export async function sitePda(): Promise<{ pda: string; node: string; field: string }> {
  const [target] = await demo.ds.query(
    `SELECT p.pda_uuid AS pda, p.node_uuid AS node, f.pda_type_field_uuid AS field
       FROM pdas p JOIN pda_type_fields f ON f.pda_type_uuid = p.pda_type_uuid AND f.format = 'text'
       JOIN pda_types t ON t.pda_type_uuid = p.pda_type_uuid AND t.editable
       JOIN tree_nodes n ON n.node_uuid = p.node_uuid
      WHERE n.ancestors @> ARRAY[$1]::uuid[] AND cardinality(n.ancestors) >= 2
      ORDER BY p.pda_uuid LIMIT 1`,
    [site],
  );
  return { ...target, field: `secure/pda/${target.pda}/pda-field/${target.field}` };
}
/** Saves a PDA field as `who`. */
export async function saveField(who: string, field: string, value: string): Promise<void> {
  const { version } = (await as(sessions[who], demo.t.http().get(`/api/v1/${field}`)).expect(200))
    .body;
  await as(sessions[who], demo.t.http().post(`/api/v1/${field}`))
    .send({ value, version })
    .expect(200);
}

/** The suite's shared set-up: call it first inside each file's describe. */
export function useEtagWritesApp() {
  useEtagApp();
  beforeAll(async () => {
    [{ node_uuid: site }] = await demo.ds.query(
      `SELECT node_uuid FROM tree_nodes WHERE description LIKE 'Riverside%' AND level_uuid = $1`,
      [levelUuidOf('NAMC')],
    );
  });
}

import type { DataSource } from 'typeorm';
import { levelUuidOf } from '@domain/tree-levels';
import { as, createUser, signInOrFail, type SignedIn } from './auth-helpers';
import type { DemoApp } from './demo-app';

/** The demo client sites by the first word of their names, with their node uuids. */
export async function demoClients(ds: DataSource): Promise<Record<string, string>> {
  const rows: { word: string; nodeUuid: string }[] = await ds.query(
    `SELECT split_part(description, ' ', 1) AS word, node_uuid AS "nodeUuid" FROM tree_nodes
      WHERE level_uuid = $1 AND trashed_at IS NULL`,
    [levelUuidOf('NAMC')],
  );
  return Object.fromEntries(rows.map((r) => [r.word, r.nodeUuid]));
}

/** Live, not deleted PDAs under `node` (itself included) in the given client sites. */
export async function pdaCountIn(
  ds: DataSource,
  node: string,
  clients: readonly string[],
): Promise<number> {
  const [{ count }] = await ds.query(
    `SELECT count(*)::int AS count FROM pdas p JOIN tree_nodes n ON n.node_uuid = p.node_uuid
      WHERE (n.node_uuid = $1 OR n.ancestors @> ARRAY[$1]::uuid[]) AND n.trashed_at IS NULL
        AND p.pda_status_enum <> 'DELETED'
        AND (n.node_uuid = ANY($2::uuid[]) OR n.ancestors[2] = ANY($2::uuid[]))`,
    [node, clients],
  );
  return count;
}

/** The client site (node uuid) of each of the given PDAs or nodes; the tenant's is null. */
export async function clientsOf(
  ds: DataSource,
  ids: { pdas?: string[]; nodes?: string[] },
): Promise<(string | null)[]> {
  const rows: { client: string | null }[] = await ds.query(
    `SELECT CASE WHEN n.level_uuid = $3 THEN n.node_uuid ELSE n.ancestors[2] END AS client
       FROM tree_nodes n
      WHERE n.node_uuid = ANY($1::uuid[])
         OR n.node_uuid IN (SELECT node_uuid FROM pdas WHERE pda_uuid = ANY($2::uuid[]))`,
    [ids.nodes ?? [], ids.pdas ?? [], levelUuidOf('NAMC')],
  );
  return rows.map((r) => r.client);
}

/** The client site of each of the given people (distinct). */
export async function personClients(ds: DataSource, people: string[]): Promise<string[]> {
  const rows: { client: string }[] = await ds.query(
    'SELECT DISTINCT client_node_uuid AS client FROM persons WHERE person_uuid = ANY($1::uuid[])',
    [people],
  );
  return rows.map((r) => r.client);
}

let made = 0;

/** A new user with these groups, signed in. */
export async function userWith(demo: DemoApp, groups: string[]): Promise<SignedIn> {
  const userCode = `scope-${++made}-${Date.now()}`;
  await createUser(demo.t, { userCode, password: 'scope-pass-1', groups });
  return signInOrFail(demo.t, userCode, 'scope-pass-1');
}

/** GET /api/v1/{path} as `who`. */
export function read(demo: DemoApp, who: SignedIn, path: string) {
  return as(who, demo.t.http().get(`/api/v1/${path}`));
}

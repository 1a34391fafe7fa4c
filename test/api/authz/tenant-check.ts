import { levelUuidOf, TENANT_NODE_UUID } from '@domain/tree-levels';
import type { Operation } from '../../support/openapi-operations';
import { clientsOf, demoClients, pdaCountIn } from '../../support/scope-fixtures';
import type { Fixtures } from './fixtures';
import type { Caller } from './matrix.table';

/** Path values that put an operation at the tenant node. */
export function atTenant(fx: Fixtures): Record<string, string> {
  return {
    id: TENANT_NODE_UUID,
    node: TENANT_NODE_UUID,
    nodeId: TENANT_NODE_UUID,
    x: fx.client,
    level: fx.childLevel,
    query: Buffer.from('a').toString('base64'),
  };
}

type Body = Record<string, unknown> & unknown[];
type Named = { pdas: string[]; nodes: string[] };

const pdasOf = (list: { sourcePDA: { pdaUuid: string } }[]) => list.map((d) => d.sourcePDA.pdaUuid);
const idsOf = (list: { nodeUuid?: string; pdaUuid?: string }[], key: 'nodeUuid' | 'pdaUuid') =>
  list.map((item) => item[key]!);

/** What each 'own' operation's answer names. */
const NAMES: Record<string, (body: Body) => Named> = {
  getPdaSumByNode: (body) => ({ pdas: pdasOf(body as never), nodes: [] }),
  getAggregatePda: (body) => ({ pdas: pdasOf(body.demands as never), nodes: [] }),
  getNode: (body) => ({
    pdas: idsOf(body.collPDAs as never, 'pdaUuid'),
    nodes: idsOf(body.collTreeNodes as never, 'nodeUuid'),
  }),
  listNodes: (body) => ({ pdas: [], nodes: idsOf(body as never, 'nodeUuid') }),
  spotlight: (body) => {
    const urls = (body as { url: string }[]).map((r) => /^\/tree\/([^#]+)(?:#(.+))?$/.exec(r.url));
    return {
      nodes: urls.flatMap((m) => (m ? [m[1]] : [])),
      pdas: urls.flatMap((m) => (m?.[2] ? [m[2]] : [])),
    };
  },
};

/**
 * Why an 'own' answer fails: a named PDA or node outside the caller's client sites, or a PDA
 * count other than theirs. Empty when it holds.
 */
export async function ownProblems(
  op: Operation,
  fx: Fixtures,
  caller: Caller,
  body: Body,
): Promise<string[]> {
  const ds = fx.demo.ds;
  const sites = await demoClients(ds);
  // Admins read every site, the matrix's new ones too (which share a first word).
  const readable = ['admin', 'dev'].includes(caller)
    ? (
        await ds.query(`SELECT node_uuid AS id FROM tree_nodes WHERE level_uuid = $1`, [
          levelUuidOf('NAMC'),
        ])
      ).map((r: { id: string }) => r.id)
    : caller === 'other'
      ? [sites.Lakeview]
      : [fx.client];
  const named = NAMES[op.operationId];
  if (!named) return [`no names listed for ${op.operationId}`];
  const owners = await clientsOf(ds, named(body));
  const problems = owners
    .filter((owner) => owner !== null && !readable.includes(owner))
    .map((owner) => `names a PDA or node of client site ${owner}`);
  if (op.operationId === 'getAggregatePda') {
    const expected = await pdaCountIn(ds, TENANT_NODE_UUID, readable);
    if (body.pdaCount !== expected)
      problems.push(`counts ${String(body.pdaCount)} PDAs, the caller's sites hold ${expected}`);
  }
  return problems;
}

// The authorization matrix at the tenant (issue 29, decision 0031): every aggregate route asked
// at the tenant node, for every kind of caller. The clients sit right under the tenant, so the
// tenant is the one ancestor spanning two client sites (Riverside, the premise/staffing/
// recruiter callers', and Lakeview, the `other` caller's). Checked by authz-matrix.e2e-spec.ts.
//
// Cells, in the column order of CALLERS (matrix.table.ts):
//   'own'  answered, and every PDA and node the answer names lies in a client site the caller
//          may read (any for admins), its PDA count that of those sites
//   any Cell of matrix.table.ts, for routes whose answer at the tenant names nothing
import type { Cell } from './matrix.table';

export type TenantCell = Cell | 'own';

type Row = readonly [
  TenantCell,
  TenantCell,
  TenantCell,
  TenantCell,
  TenantCell,
  TenantCell,
  TenantCell,
  TenantCell,
];

export const AT_TENANT: Record<string, Row> = {
  getPdaSumByNode: [401, 'own', 'own', 'own', 'own', 'own', 'own', 403], // GET /secure/pdasum/byNode/{id}
  getAggregatePda: [401, 'own', 'own', 'own', 'own', 'own', 'own', 403], // GET /secure/node/{id}/agg-pda
  getNode: [401, 'own', 'own', 'own', 'own', 'own', 'own', 403], // GET /secure/nodes/{id}
  listNodes: [401, 'own', 'own', 'own', 'own', 'own', 'own', 403], // GET /secure/nodes
  // The query "a" names nodes and PDAs of every site: the answer must keep to the caller's.
  spotlight: [401, 'own', 'own', 'own', 'own', 'own', 'own', 403], // GET /public/spotlight/{query}
  // The report's pages and its job's steps are checked in scope.e2e-spec.ts (it renders).
  startBulkPda: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 403], // GET /secure/bulkPDA/{node}/{level}
  // The node report counts levels below, the sites it reads only (node-report.repository).
  getNodePdf: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 403], // GET /secure/nodes/{id}/pdf
  // Grids of one client site: the tenant is no site, so only admins are answered.
  getNodeMatchStats: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // GET /secure/client/{id}/node-match-stats
  getTreeRules: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // GET /secure/nodes/{id}/tree-rules
  getTreeSwimmers: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // GET /secure/nodes/{id}/{x}/tree-swimmers
};

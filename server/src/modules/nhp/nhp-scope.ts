import { canManageClassesOfPool, hasPermissionOnPool, Permission } from '@domain/access';
import type { PoolIdentity } from '@domain/access';
import type { NhpClassStatus } from '@domain/status';
import type { ClassRow } from './nhp-rows';

/** A pool as access sees it: its own uuid and its client site's node uuid. */
export type PoolScope = PoolIdentity;

/** The pool of a class row, as access sees it. */
export function poolOf(row: Pick<ClassRow, 'nhpPoolUuid' | 'clientNodeUuid'>): PoolScope {
  return { nhpPoolUuid: row.nhpPoolUuid, clientNodeUuid: row.clientNodeUuid };
}

/**
 * Who sees a pool: premise and staffing scopes naming the pool's client site (or the pool
 * itself), and admins. Seed 001 section 6, read under identity scopes (decision 0031).
 */
export function canSeePool(groups: readonly string[], pool: PoolScope): boolean {
  return hasPermissionOnPool(groups, Permission.PoolsRead, pool);
}

/** Creating and running the pool's classes: a scope naming its client site or the pool. */
export function canManagePool(groups: readonly string[], pool: PoolScope): boolean {
  return canManageClassesOfPool(groups, pool);
}

/** KANBAN-status classes are hidden from callers who may not manage the pool's classes. */
export function canSeeClass(
  groups: readonly string[],
  pool: PoolScope,
  status: NhpClassStatus,
): boolean {
  return canSeePool(groups, pool) && (status !== 'KANBAN' || canManagePool(groups, pool));
}

import { canManageClassesOfPool, hasPermissionOn, Permission } from '@domain/access';
import type { NhpClassStatus } from '@domain/status';
import type { ClassRow } from './nhp-rows';

/** A pool as access sees it: its description and its client site's name. */
export interface PoolScope {
  description: string;
  clientDescription: string;
}

/** The pool of a class row, as access sees it. */
export function poolOf(row: Pick<ClassRow, 'poolDescription' | 'clientDescription'>): PoolScope {
  return { description: row.poolDescription, clientDescription: row.clientDescription };
}

/**
 * Who sees a pool: premise and staffing scopes covering the pool's description or its client
 * site's name (ignoring case), and admins. Seed 001 section 6.
 */
export function canSeePool(groups: readonly string[], pool: PoolScope): boolean {
  return (
    hasPermissionOn(groups, Permission.PoolsRead, pool.description) ||
    hasPermissionOn(groups, Permission.PoolsRead, pool.clientDescription)
  );
}

/** Creating and running the pool's classes: a scope that prefixes the pool's description. */
export function canManagePool(groups: readonly string[], pool: PoolScope): boolean {
  return canManageClassesOfPool(groups, pool.description);
}

/** KANBAN-status classes are hidden from callers who may not manage the pool's classes. */
export function canSeeClass(
  groups: readonly string[],
  pool: PoolScope,
  status: NhpClassStatus,
): boolean {
  return canSeePool(groups, pool) && (status !== 'KANBAN' || canManagePool(groups, pool));
}

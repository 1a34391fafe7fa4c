import { describe, expect, it } from 'vitest';
import { canManagePool, canSeeClass, canSeePool } from './nhp-scope';

// Client sites and pools by identity (decision 0031).
const riverside = '0a000000-0000-4000-8000-000000000001';
const lakeview = '0b000000-0000-4000-8000-000000000002';
const day = { nhpPoolUuid: '0c000000-0000-4000-8000-000000000003', clientNodeUuid: riverside };
const temp = { nhpPoolUuid: '0d000000-0000-4000-8000-000000000004', clientNodeUuid: riverside };

describe('canSeePool', () => {
  it("lets a scope naming the pool's client site, or the pool itself, see it", () => {
    expect(canSeePool([`staffing:${riverside}`], day)).toBe(true);
    expect(canSeePool([`premise:${riverside.toUpperCase()}`], temp)).toBe(true);
    expect(canSeePool([`staffing:${temp.nhpPoolUuid}`], temp)).toBe(true);
    expect(canSeePool([`staffing:${temp.nhpPoolUuid}`], day)).toBe(false);
  });

  it('hides pools of other clients, from names and from recruiters', () => {
    expect(canSeePool([`premise:${lakeview}`], day)).toBe(false);
    expect(canSeePool(['premise:Riverside'], day)).toBe(false);
    expect(canSeePool([`recruiter:${riverside}`], day)).toBe(false);
  });

  it('shows every pool to admins', () => {
    expect(canSeePool(['premise:admin'], temp)).toBe(true);
    expect(canSeePool(['system:dev'], day)).toBe(true);
  });
});

describe('canManagePool', () => {
  it("needs a premise or staffing scope naming the pool's client site or the pool", () => {
    expect(canManagePool([`staffing:${riverside}`], day)).toBe(true);
    expect(canManagePool([`staffing:${riverside}`], temp)).toBe(true);
    expect(canManagePool([`premise:${day.nhpPoolUuid}`], day)).toBe(true);
    expect(canManagePool([`premise:${day.nhpPoolUuid}`], temp)).toBe(false);
    expect(canManagePool([`staffing:${lakeview}`], day)).toBe(false);
    expect(canManagePool(['premise:admin'], temp)).toBe(true);
  });
});

describe('canSeeClass', () => {
  it('hides KANBAN classes from callers who may not manage the pool', () => {
    expect(canSeeClass([`recruiter:${riverside}`], temp, 'PLACEMENT')).toBe(false);
    expect(canSeeClass([`premise:${riverside}`], temp, 'KANBAN')).toBe(true);
    expect(canSeeClass([`premise:${lakeview}`], day, 'FINAL')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { canManagePool, canSeeClass, canSeePool } from './nhp-scope';

const day = { description: 'Riverside Day Pool', clientDescription: 'Riverside Assembly' };
const temp = { description: 'Temp Agency Pool', clientDescription: 'Riverside Assembly' };

describe('canSeePool', () => {
  it('lets a scope prefixing the pool or its client see it, ignoring case', () => {
    expect(canSeePool(['staffing:riverside'], day)).toBe(true);
    expect(canSeePool(['premise:Riverside'], temp)).toBe(true);
    expect(canSeePool(['staffing:TEMP'], temp)).toBe(true);
  });

  it('hides pools of other clients and from recruiters', () => {
    expect(canSeePool(['premise:Lakeview'], day)).toBe(false);
    expect(canSeePool(['recruiter:Riverside'], day)).toBe(false);
  });

  it('shows every pool to admins', () => {
    expect(canSeePool(['premise:admin'], temp)).toBe(true);
    expect(canSeePool(['system:dev'], day)).toBe(true);
  });
});

describe('canManagePool', () => {
  it('needs a scope that prefixes the pool description itself', () => {
    expect(canManagePool(['staffing:Riverside'], day)).toBe(true);
    expect(canManagePool(['staffing:Riverside'], temp)).toBe(false);
    expect(canManagePool(['premise:temp agency'], temp)).toBe(true);
    expect(canManagePool(['premise:admin'], temp)).toBe(true);
  });
});

describe('canSeeClass', () => {
  it('hides KANBAN classes from callers who may not manage the pool', () => {
    expect(canSeeClass(['premise:Riverside'], temp, 'KANBAN')).toBe(false);
    expect(canSeeClass(['premise:Riverside'], temp, 'PLACEMENT')).toBe(true);
    expect(canSeeClass(['premise:Riverside'], day, 'KANBAN')).toBe(true);
    expect(canSeeClass(['premise:Lakeview'], day, 'FINAL')).toBe(false);
  });
});

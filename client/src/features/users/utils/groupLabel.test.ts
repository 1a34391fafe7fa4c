import { describe, expect, it } from 'vitest';
import { groupLabel } from './groupLabel';

const RIVERSIDE = '0a000000-0000-4000-8000-000000000001';
const groups = [
  { securityGroupCode: `staffing:${RIVERSIDE}`, description: 'Staffing', clientName: 'Riverside' },
  { securityGroupCode: 'premise:admin', description: 'Admins', clientName: null },
];

describe(groupLabel.name, () => {
  it("shows a scoped group as its role and its client site's name", () => {
    expect(groupLabel(`staffing:${RIVERSIDE}`, groups)).toBe('staffing: Riverside');
  });

  it('shows other groups, and groups the list does not know, as their code', () => {
    expect(groupLabel('premise:admin', groups)).toBe('premise:admin');
    expect(groupLabel(`premise:${RIVERSIDE}`, groups)).toBe(`premise:${RIVERSIDE}`);
    expect(groupLabel('system:dev', undefined)).toBe('system:dev');
  });
});

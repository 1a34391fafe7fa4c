import { describe, expect, it } from 'vitest';
import { ALL_TAGS, dirtyTagsFor } from './dirtyTags';

describe(dirtyTagsFor.name, () => {
  it('maps a changed user to the users list and the signed-in user', () => {
    expect(dirtyTagsFor('user')).toEqual(expect.arrayContaining(['users', 'auth']));
    expect(dirtyTagsFor('user')).not.toContain('tree');
  });

  it('maps nodes and PDAs to the tree and PDA reads', () => {
    expect(dirtyTagsFor('node')).toEqual(expect.arrayContaining(['tree', 'pda']));
    expect(dirtyTagsFor('pda')).toEqual(expect.arrayContaining(['pda', 'tree']));
  });

  it('maps a capability to the catalogue, its maintenance list and the match data', () => {
    expect(dirtyTagsFor('capability')).toEqual(['pda', 'maintenance', 'match']);
  });

  it('maps an exam to exams, rosters and the match data', () => {
    expect(dirtyTagsFor('exam')).toEqual(['exams', 'roster', 'match', 'history']);
  });

  it('maps a class or a placement slot to the new-hire class reads', () => {
    expect(dirtyTagsFor('nhp-class')).toEqual(['nhp', 'history']);
    expect(dirtyTagsFor('nhp-placement')).toEqual(['nhp', 'history']);
  });

  it('maps an HR background check to the HR reads, and a synced person to them too', () => {
    expect(dirtyTagsFor('workday-background-check')).toEqual(['workday']);
    expect(dirtyTagsFor('workday-endpoint')).toEqual(['workday']);
    expect(dirtyTagsFor('person')).toContain('workday');
  });

  it("refetches everything for '*' and for an entity it does not know", () => {
    expect(dirtyTagsFor('*')).toEqual([...ALL_TAGS]);
    expect(dirtyTagsFor('somethingNew')).toEqual([...ALL_TAGS]);
    expect(ALL_TAGS).toEqual(expect.arrayContaining(['users', 'tree', 'shell', 'public']));
  });
});

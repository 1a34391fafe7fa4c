import { describe, expect, it } from 'vitest';
import { treeNode } from '@client/test/nhpData';
import {
  classTimestampOf,
  hasKanbanInput,
  kanbanInputDisabled,
  parseKanbanQuantity,
} from './kanbanRules';

describe('kanban rules', () => {
  it('takes whole numbers 0 to 999 only', () => {
    expect(parseKanbanQuantity('0')).toBe(0);
    expect(parseKanbanQuantity(' 999 ')).toBe(999);
    for (const bad of ['1000', '-1', '2.5', 'abc', ''])
      expect(parseKanbanQuantity(bad)).toBeUndefined();
  });

  it('edits slot 1; slot 2 only while it holds openings; never "preferred" nodes', () => {
    expect(kanbanInputDisabled(treeNode(), 1)).toBe(false);
    expect(kanbanInputDisabled(treeNode(), 2)).toBe(true);
    // First-shift openings do not open the second shift: the input edited is slot 1.
    expect(kanbanInputDisabled(treeNode({ qty1: 1 }), 2)).toBe(true);
    expect(kanbanInputDisabled(treeNode({ qty2: 1 }), 2)).toBe(false);
    expect(kanbanInputDisabled(treeNode({ description: 'Line (Preferred)', qty1: 3 }), 1)).toBe(
      true,
    );
    expect(hasKanbanInput(treeNode({ depth: 0 }))).toBe(false);
    expect(hasKanbanInput(treeNode({ depth: 1 }))).toBe(true);
  });

  it('sends the chosen day at midnight UTC', () => {
    expect(classTimestampOf('2026-12-07')).toBe('2026-12-07T00:00:00.000Z');
  });
});

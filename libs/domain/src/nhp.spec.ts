import { describe, expect, it } from 'vitest';
import {
  canDeleteNhpClass,
  isAvailableFor,
  kanbanQuantityProblem,
  nextKanbanQuantity,
  nhpActionForStatus,
  nhpClassTransition,
  placementActionProblem,
  placementWhyText,
  shiftPreferenceOf,
} from './nhp';

const fill = { openings: 3, filled: 0, unconfirmed: 0 };

describe('nhpClassTransition', () => {
  it('follows KANBAN -> PLACEMENT -> FINAL and back', () => {
    expect(nhpClassTransition('KANBAN', 'finalizeKanbans', fill)).toEqual({ to: 'PLACEMENT' });
    expect(nhpClassTransition('PLACEMENT', 'unfinalizeKanbans', fill)).toEqual({ to: 'KANBAN' });
    expect(nhpClassTransition('PLACEMENT', 'finalize', fill)).toEqual({ to: 'FINAL' });
    expect(nhpClassTransition('FINAL', 'unfinalize', fill)).toEqual({ to: 'PLACEMENT' });
  });

  it('refuses an action from the wrong status, naming the button', () => {
    expect(nhpClassTransition('FINAL', 'finalizeKanbans', fill)).toEqual({
      problem: 'The class is FINAL: Finalize Kanbans needs a KANBAN class',
    });
    expect(nhpClassTransition('KANBAN', 'unfinalize', fill)).toEqual({
      problem: 'The class is KANBAN: Unfinalize Class needs a FINAL class',
    });
  });

  it('needs openings, empty slots to go back, and confirmed slots to finish', () => {
    expect(nhpClassTransition('KANBAN', 'finalizeKanbans', { ...fill, openings: 0 })).toEqual({
      problem: 'The class has no job openings: set a quantity first',
    });
    expect(nhpClassTransition('PLACEMENT', 'unfinalizeKanbans', { ...fill, filled: 2 })).toEqual({
      problem: '2 slots hold a person: empty them before UN-Finalize Kanbans',
    });
    expect(
      nhpClassTransition('PLACEMENT', 'finalize', { ...fill, filled: 2, unconfirmed: 1 }),
    ).toEqual({
      problem:
        '1 placement is not confirmed: confirm or empty every filled slot before Finalize Class',
    });
    expect(nhpClassTransition('PLACEMENT', 'finalize', { ...fill, filled: 2 })).toEqual({
      to: 'FINAL',
    });
  });
});

describe('nhpActionForStatus', () => {
  it('finds the one action between two statuses', () => {
    expect(nhpActionForStatus('KANBAN', 'PLACEMENT')).toBe('finalizeKanbans');
    expect(nhpActionForStatus('PLACEMENT', 'KANBAN')).toBe('unfinalizeKanbans');
    expect(nhpActionForStatus('PLACEMENT', 'FINAL')).toBe('finalize');
    expect(nhpActionForStatus('FINAL', 'PLACEMENT')).toBe('unfinalize');
  });

  it('has none for the same status or a jump', () => {
    expect(nhpActionForStatus('KANBAN', 'KANBAN')).toBeUndefined();
    expect(nhpActionForStatus('KANBAN', 'FINAL')).toBeUndefined();
    expect(nhpActionForStatus('FINAL', 'KANBAN')).toBeUndefined();
  });
});

describe('canDeleteNhpClass', () => {
  it('allows Delete Class only in KANBAN', () => {
    expect(canDeleteNhpClass('KANBAN')).toBe(true);
    expect(canDeleteNhpClass('PLACEMENT')).toBe(false);
    expect(canDeleteNhpClass('FINAL')).toBe(false);
  });
});

describe('placementActionProblem', () => {
  const empty = { placementStatusEnum: 'INITIAL' as const, personUuid: null };
  const held = { placementStatusEnum: 'INITIAL' as const, personUuid: 'p' };
  const confirmed = { placementStatusEnum: 'FINAL' as const, personUuid: 'p' };

  it('allows each action only on its kind of slot', () => {
    expect(placementActionProblem('PLACEMENT', empty, 'place')).toBeUndefined();
    for (const action of ['confirm', 'reject', 'defer'] as const)
      expect(placementActionProblem('PLACEMENT', held, action)).toBeUndefined();
    expect(placementActionProblem('PLACEMENT', confirmed, 'unconfirm')).toBeUndefined();
  });

  it('names the problem otherwise', () => {
    expect(placementActionProblem('PLACEMENT', held, 'place')).toBe(
      'The slot is already filled: someone placed a person there first',
    );
    expect(placementActionProblem('PLACEMENT', empty, 'confirm')).toBe('The slot is empty');
    expect(placementActionProblem('PLACEMENT', held, 'unconfirm')).toBe(
      'The placement is not confirmed',
    );
    expect(placementActionProblem('PLACEMENT', confirmed, 'confirm')).toBe(
      'The placement is already confirmed',
    );
    expect(placementActionProblem('PLACEMENT', confirmed, 'reject')).toBe(
      'The placement is confirmed: unconfirm it first',
    );
  });

  it('allows nothing outside PLACEMENT', () => {
    expect(placementActionProblem('KANBAN', empty, 'place')).toBe(
      'The class is KANBAN: placements change only while it is PLACEMENT',
    );
    expect(placementActionProblem('FINAL', confirmed, 'unconfirm')).toMatch(/^The class is FINAL/);
  });
});

describe('kanban quantities', () => {
  it.each(['0', '7', '999'])('takes %s', (raw) =>
    expect(kanbanQuantityProblem(raw)).toBeUndefined(),
  );

  it.each(['1000', '-1', '2.5', '', 'abc', '0x10', '1e2'])('refuses %j', (raw) =>
    expect(kanbanQuantityProblem(raw)).toBe('A quantity is a whole number from 0 to 999'),
  );

  it('never goes below the slots holding a person: the current value stays', () => {
    expect(nextKanbanQuantity(3, 5, 2)).toBe(5);
    expect(nextKanbanQuantity(3, 2, 2)).toBe(2);
    expect(nextKanbanQuantity(3, 1, 2)).toBe(3);
  });
});

describe('eligibility helpers', () => {
  it('is available on or before the class date', () => {
    expect(isAvailableFor('2026-11-30', '2026-12-01')).toBe(true);
    expect(isAvailableFor('2026-12-01', '2026-12-01')).toBe(true);
    expect(isAvailableFor('2026-12-02', '2026-12-01')).toBe(false);
  });

  it('reads a stored shift preference, unknown text as blank', () => {
    expect(shiftPreferenceOf('unable')).toBe('unable');
    expect(shiftPreferenceOf('preferred')).toBe('preferred');
    expect(shiftPreferenceOf('maybe')).toBe('');
    expect(shiftPreferenceOf(null)).toBe('');
  });
});

describe('placementWhyText', () => {
  it('says in words why auto-place chose the person', () => {
    expect(
      placementWhyText({
        matchesNode: true,
        shift: 1,
        shiftPreference: 'preferred',
        preferredShift: true,
        availableDate: '2026-10-10',
        classDate: '2026-11-26',
        daysAvailableBeforeClass: 47,
      }),
    ).toBe('matches the job; available 47 days before the class; prefers the first shift');
    expect(
      placementWhyText({ shift: 2, shiftPreference: 'nopreference', daysAvailableBeforeClass: 1 }),
    ).toBe('available 1 day before the class; no preference for the second shift');
    expect(placementWhyText({ daysAvailableBeforeClass: 0 })).toBe(
      'available on the day of the class',
    );
  });

  it('shows terms it does not know as name and value, and nothing for no why', () => {
    expect(placementWhyText({ manual: true, note: null })).toBe('manual: yes; note: —');
    expect(placementWhyText(null)).toBe('');
  });
});

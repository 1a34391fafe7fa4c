import { describe, expect, it } from 'vitest';
import { actionText, actorText, changeLines } from './historyText';

describe(changeLines.name, () => {
  it('names each field that differs, set, changed or cleared', () => {
    expect(
      changeLines({
        before: { status: 'DRAFT', name: 'Door', note: 'old' },
        after: { status: 'ACTIVE', name: 'Door', value: 3 },
      }),
    ).toEqual(['status: DRAFT → ACTIVE', 'note: old cleared', 'value: 3']);
  });

  it('shows empty values and cuts long ones', () => {
    expect(changeLines({ before: { a: '' }, after: { a: 'x'.repeat(200) } })[0]).toMatch(
      /^a: \(empty\) → x{79}…$/,
    );
    expect(changeLines({ before: null, after: null })).toEqual([]);
  });
});

describe(actorText.name, () => {
  it('says who: name and code, code alone, a removed user or the system', () => {
    expect(actorText({ actor: { userUuid: 'u', userCode: 'ada', name: 'Ada L' } })).toBe(
      'Ada L (ada)',
    );
    expect(actorText({ actor: { userUuid: 'u', userCode: 'ada', name: '' } })).toBe('ada');
    expect(actorText({ actor: { userUuid: 'u', userCode: '', name: '' } })).toBe('A removed user');
    expect(actorText({ actor: null })).toBe('The system');
  });
});

describe(actionText.name, () => {
  it('says the action in words and marks placement slots', () => {
    expect(actionText({ action: 'meta-set', entityType: 'person' })).toBe('Meta set');
    expect(actionText({ action: 'confirm', entityType: 'nhp-placement' })).toBe('Slot: Confirm');
  });
});

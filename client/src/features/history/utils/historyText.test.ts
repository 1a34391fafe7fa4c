import { describe, expect, it } from 'vitest';
import { actorText } from './historyText';

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

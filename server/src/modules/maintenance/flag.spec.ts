import { parseFlag } from './flag';
import { InvalidFlagException } from './maintenance.exceptions';

describe(parseFlag.name, () => {
  it('reads exactly true and false', () => {
    expect(parseFlag('x', 'true')).toBe(true);
    expect(parseFlag('x', 'false')).toBe(false);
  });

  it('refuses anything else, naming the parameter', () => {
    for (const word of ['TRUE', '1', 'yes', ''])
      expect(() => parseFlag('x', word)).toThrow(InvalidFlagException);
    expect(() => parseFlag('x', 'yes')).toThrow('x must be true or false, not "yes"');
  });
});

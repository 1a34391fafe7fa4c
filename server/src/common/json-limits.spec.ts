import { JSON_LIMITS, parseJsonBody, measureJson, scanJsonText } from './json-limits';

const nested = (depth: number, open = '[', close = ']') => open.repeat(depth) + close.repeat(depth);

describe(scanJsonText.name, () => {
  it('finds the deepest nesting of arrays and objects', () => {
    expect(scanJsonText('1').depth).toBe(0);
    expect(scanJsonText('{"a":[1,{"b":[]}],"c":{}}').depth).toBe(4);
    expect(scanJsonText(nested(100_000)).depth).toBe(100_000);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(scanJsonText('["[[[[", "\\"[[[", "\\\\"]').depth).toBe(1);
  });

  it('stops counting once past the limit', () => {
    expect(scanJsonText(nested(1000), 32).depth).toBe(33);
  });

  it('sees an escaped NUL but not an escaped backslash before u0000', () => {
    expect(scanJsonText('{"a":"x\\u0000"}').nul).toBe(true);
    expect(scanJsonText('{"a":"x\\\\u0000"}').nul).toBe(false);
    expect(scanJsonText('{"a":"u0000"}').nul).toBe(false);
  });
});

describe(parseJsonBody.name, () => {
  const check = (text: string) => () => parseJsonBody(Buffer.from(text, 'utf8'));

  it('refuses a body nested past the limit and passes one at the limit', () => {
    expect(check(nested(JSON_LIMITS.maxDepth))).not.toThrow();
    expect(check(nested(JSON_LIMITS.maxDepth + 1))).toThrow(
      'The JSON body nests arrays and objects deeper than 32 levels',
    );
  });

  it('refuses an escaped NUL naming its field, keys and bare strings included', () => {
    expect(check('{"groups":[{"code":"a"},{"code":"b\\u0000"}]}')).toThrow(
      'groups[1].code: must not contain NUL or other control characters',
    );
    expect(check('{"a":{"x\\u0000":1}}')).toThrow('a.x\u0000: must not contain');
    expect(check('"\\u0000"')).toThrow('body: must not contain');
    expect(check('{"a":"x\\\\u0000"}')).not.toThrow();
  });

  it('refuses a body that is not JSON, or not an object or array, and reads none as {}', () => {
    expect(check('{"a":"\\u0000"')).toThrow('The body is not valid JSON');
    expect(check('  42')).toThrow('The JSON body must be an object or an array');
    expect(parseJsonBody(Buffer.alloc(0))).toEqual({});
    expect(parseJsonBody(Buffer.from(' {"a":[1]}'))).toEqual({ a: [1] });
  });
});

describe(measureJson.name, () => {
  const limits = { maxDepth: 32, maxChars: 1000 };

  it('measures depth and about the JSON length', () => {
    const value = { a: [1, 'xy', { b: null }] };
    const { depth, chars } = measureJson(value, { maxDepth: 99, maxChars: 1e9 });
    expect(depth).toBe(3);
    expect(Math.abs(chars - JSON.stringify(value).length)).toBeLessThanOrEqual(4);
  });

  it('walks 100,000 levels without recursion and stops past the limit', () => {
    let deep: unknown = 0;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(measureJson(deep, limits).depth).toBe(33);
  });

  it('stops once the size passes the limit', () => {
    expect(measureJson(['x'.repeat(5000)], limits).chars).toBeGreaterThan(1000);
  });
});

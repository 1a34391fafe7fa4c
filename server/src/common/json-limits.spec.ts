import { JSON_LIMITS, jsonTextProblem, measureJson, scanJsonText } from './json-limits';

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

describe(jsonTextProblem.name, () => {
  it('names the depth limit, then a NUL, and passes what is within the limits', () => {
    expect(jsonTextProblem(nested(JSON_LIMITS.maxDepth), 'The body')).toBeUndefined();
    expect(jsonTextProblem(nested(JSON_LIMITS.maxDepth + 1), 'The body')).toBe(
      'The body nests arrays and objects deeper than 32 levels',
    );
    expect(jsonTextProblem('["\\u0000"]', 'The body')).toBe(
      'The body holds a NUL character (\\u0000), which cannot be stored',
    );
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

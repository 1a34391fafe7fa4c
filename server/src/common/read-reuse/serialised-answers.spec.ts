import { gunzipSync } from 'node:zlib';
import { acceptsGzip, COMPRESS_THRESHOLD, SerialisedAnswers } from './serialised-answers';

describe('SerialisedAnswers', () => {
  const big = { rows: Array.from({ length: 200 }, (_, i) => ({ i, name: `row ${i}` })) };

  it('serialises, hashes and compresses one answer object once, however many callers send it', () => {
    const answers = new SerialisedAnswers();
    const first = answers.of(big)!;
    expect(first.json).toBe(JSON.stringify(big));
    expect(answers.of(big)).toBe(first);
    const gzip = answers.gzipOf(first)!;
    expect(gunzipSync(gzip).toString('utf8')).toBe(first.json);
    expect(answers.gzipOf(first)).toBe(gzip);
  });

  it('an equal but other object is serialised on its own (answers are kept by identity)', () => {
    const answers = new SerialisedAnswers();
    const a = answers.of({ x: 1 })!;
    const b = answers.of({ x: 1 })!;
    expect(b).not.toBe(a);
    expect(b.digest).toBe(a.digest);
    expect(answers.of({ x: 2 })!.digest).not.toBe(a.digest);
  });

  it('answers strings and numbers as JSON, undefined as nothing, short answers uncompressed', () => {
    const answers = new SerialisedAnswers();
    expect(answers.of('a "b"')!.json).toBe('"a \\"b\\""');
    expect(answers.of(3)!.json).toBe('3');
    expect(answers.of(undefined)).toBeUndefined();
    const short = answers.of({ x: 'y'.repeat(COMPRESS_THRESHOLD - 20) })!;
    expect(answers.gzipOf(short)).toBeUndefined();
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate', true],
    ['br, gzip, deflate', true],
    ['GZIP', true],
    ['deflate;q=1, gzip;q=0.5', true],
    ['x-gzip', true],
    ['*', true],
    ['identity', false],
    ['deflate, br', false],
    ['gzip;q=0', false],
    ['gzip; q=0.000', false],
    ['*, gzip;q=0', false],
    ['*;q=0', false],
    ['', false],
    [undefined, false],
  ])('%s -> %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

import { entryBytes, RamTier } from './ram-tier';

const entry = (json: string, expiresAt: number) => ({
  json,
  bytes: entryBytes('k', json),
  expiresAt,
});

describe(RamTier.name, () => {
  it('tells a hit from an expired entry and a missing one', () => {
    let time = 0;
    const sut = new RamTier(10, () => time);
    sut.set('k', entry('1', 100));
    expect(sut.lookup('k').found).toBe('hit');
    expect(sut.lookup('x').found).toBe('none');
    time = 100;
    expect(sut.lookup('k').found).toBe('expired');
    expect(sut.lookup('k').found).toBe('none');
    expect(sut.bytes).toBe(0);
  });

  it('drops expired entries when it lists, and evicts the oldest beyond its bound', () => {
    let time = 0;
    const sut = new RamTier(2, () => time);
    sut.set('a', entry('1', 50));
    sut.set('b', entry('2', 500));
    sut.set('c', entry('3', 500));
    expect(sut.list().map((e) => e.key)).toEqual(['b', 'c']);
    time = 600;
    expect(sut.list()).toEqual([]);
    expect(sut.size).toBe(0);
  });
});

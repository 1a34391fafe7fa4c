import { BoundedMap } from './bounded-map';

describe(BoundedMap.name, () => {
  it('drops the least recently stored or touched entry past its bound, and says so', () => {
    const evicted: string[] = [];
    const map = new BoundedMap<string, number>(2, (key) => evicted.push(key));
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1); // a is now the most recent
    map.set('c', 3);
    expect([...map].map(([k]) => k)).toEqual(['a', 'c']);
    expect(evicted).toEqual(['b']);
  });

  it('peek does not touch; storing a key again moves it to the end', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.peek('a')).toBe(1);
    map.set('c', 3);
    expect(map.peek('a')).toBeUndefined();
    map.set('b', 4);
    map.set('d', 5);
    expect([...map]).toEqual([
      ['b', 4],
      ['d', 5],
    ]);
  });

  it('deletes and clears without telling the eviction callback', () => {
    const evicted: string[] = [];
    const map = new BoundedMap<string, number>(3, (key) => evicted.push(key));
    map.set('a', 1);
    map.set('b', 2);
    expect(map.delete('a')).toBe(true);
    map.clear();
    expect(map.size).toBe(0);
    expect(evicted).toEqual([]);
  });

  it('refuses a bound below one', () => {
    expect(() => new BoundedMap(0)).toThrow(RangeError);
  });
});

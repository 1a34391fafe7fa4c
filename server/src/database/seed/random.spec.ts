import { SeededRandom } from './random';

describe(SeededRandom.name, () => {
  it('repeats the same sequence for the same seed', () => {
    const a = new SeededRandom(42);
    const b = new SeededRandom(42);
    expect(Array.from({ length: 5 }, () => a.uuid())).toEqual(
      Array.from({ length: 5 }, () => b.uuid()),
    );
  });

  it('differs between seeds', () => {
    expect(new SeededRandom(1).next()).not.toBe(new SeededRandom(2).next());
  });

  it('draws whole numbers inside the bounds', () => {
    const sut = new SeededRandom(7);
    const values = Array.from({ length: 1000 }, () => sut.int(3, 5));
    expect(new Set(values)).toEqual(new Set([3, 4, 5]));
  });

  it('makes well-formed v4 uuids', () => {
    expect(new SeededRandom(9).uuid()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

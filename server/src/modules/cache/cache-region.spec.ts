import { CacheRegion, type AuxRead, type AuxTier, type CacheRegionOptions } from './cache-region';
import { entryBytes } from './ram-tier';

/** The aux table in memory, with its own clock reading the same fake time. */
class FakeAux implements AuxTier {
  readonly rows = new Map<string, { json: string; bytes: number; expiresAt: number }>();
  failing = false;
  constructor(private readonly now: () => number) {}

  private guard() {
    if (this.failing) throw new Error('connection refused');
  }
  async read(region: string, key: string): Promise<AuxRead> {
    this.guard();
    const row = this.rows.get(`${region}/${key}`);
    if (!row) return null;
    const remainingMs = row.expiresAt - this.now();
    return remainingMs > 0 ? { json: row.json, remainingMs } : 'expired';
  }
  async write(region: string, key: string, json: string, bytes: number, ttlSeconds: number) {
    this.guard();
    this.rows.set(`${region}/${key}`, { json, bytes, expiresAt: this.now() + ttlSeconds * 1000 });
  }
  async delete(region: string, key: string | null) {
    for (const id of [...this.rows.keys()])
      if (key === null ? id.startsWith(`${region}/`) : id === `${region}/${key}`)
        this.rows.delete(id);
  }
  async keys(region: string) {
    return [...this.rows]
      .filter(([id]) => id.startsWith(`${region}/`))
      .map(([id, row]) => ({
        key: id.slice(region.length + 1),
        bytes: row.bytes,
        expiresAt: new Date(row.expiresAt),
      }));
  }
}

function setUp(options: Partial<CacheRegionOptions> = {}) {
  let time = 1_000_000;
  const now = () => time;
  const aux = new FakeAux(now);
  const broadcasts: Array<[string, string | null]> = [];
  const make = () =>
    new CacheRegion<{ n: number }>(
      'things',
      { ttlSeconds: 60, maxEntries: 3, aux: false, ...options },
      {
        aux,
        now,
        broadcast: async (region, key) => void broadcasts.push([region, key]),
      },
    );
  return { sut: make(), make, aux, broadcasts, advance: (ms: number) => (time += ms) };
}

describe(CacheRegion.name, () => {
  it('counts a miss, then hits from RAM; readers get their own copies', async () => {
    const { sut } = setUp();
    const loader = vi.fn(async () => ({ n: 1 }));
    expect(await sut.getOrLoad('a', loader)).toEqual({ n: 1 });
    const first = await sut.getOrLoad('a', loader);
    first.n = 99;
    expect(await sut.getOrLoad('a', loader)).toEqual({ n: 1 });
    expect(loader).toHaveBeenCalledTimes(1);
    expect(sut.info()).toMatchObject({
      cacheName: 'things',
      cacheSize: 1,
      cacheStatus: 'ALIVE',
      hitCountRam: 2,
      hitCountAux: 0,
      missCountNotFound: 1,
      missCountExpired: 0,
    });
  });

  it('counts an entry read after its TTL as missCountExpired and loads it again', async () => {
    const { sut, advance } = setUp();
    await sut.set('a', { n: 1 });
    advance(59_999);
    expect(await sut.get('a')).toEqual({ n: 1 });
    advance(1);
    expect(await sut.get('a')).toBeUndefined();
    expect(sut.info()).toMatchObject({ hitCountRam: 1, missCountExpired: 1, cacheSize: 0 });
    expect(sut.info().byteCount).toBe(0);
  });

  it('evicts the least recently used entry beyond maxEntries', async () => {
    const { sut } = setUp();
    for (const key of ['a', 'b', 'c']) await sut.set(key, { n: 1 });
    await sut.get('a'); // a is now the most recent; b the least
    await sut.set('d', { n: 4 });
    expect(sut.info().cacheSize).toBe(3);
    expect(await sut.get('b')).toBeUndefined();
    expect(await sut.get('a')).toEqual({ n: 1 });
    expect((await sut.keys()).map((k) => k.key)).toEqual(['c', 'd', 'a']);
  });

  it('adds up byteCount as UTF-8 bytes of keys and JSON values', async () => {
    const { sut } = setUp();
    await sut.set('é', { n: 1 });
    await sut.set('b', { n: 22 });
    expect(sut.info().byteCount).toBe(entryBytes('é', '{"n":1}') + entryBytes('b', '{"n":22}'));
    expect(entryBytes('é', '{"n":1}')).toBe(9);
    await sut.set('b', { n: 3 });
    expect(sut.info().byteCount).toBe(9 + 8);
    await sut.remove('é');
    expect(sut.info().byteCount).toBe(8);
  });

  it('shares one load between concurrent misses of a key', async () => {
    const { sut } = setUp();
    let release!: (value: { n: number }) => void;
    const loader = vi.fn(() => new Promise<{ n: number }>((resolve) => (release = resolve)));
    const both = Promise.all([sut.getOrLoad('a', loader), sut.getOrLoad('a', loader)]);
    await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
    release({ n: 5 });
    expect(await both).toEqual([{ n: 5 }, { n: 5 }]);
  });

  it('does not store what a load read before a removal', async () => {
    const { sut } = setUp();
    let release!: (value: { n: number }) => void;
    const loading = sut.getOrLoad('a', () => new Promise((resolve) => (release = resolve)));
    await Promise.resolve();
    await sut.remove('a');
    release({ n: 1 });
    expect(await loading).toEqual({ n: 1 });
    expect(sut.info().cacheSize).toBe(0);
  });

  it('broadcasts removals and clears; forgetLocally drops RAM only', async () => {
    const { sut, broadcasts } = setUp();
    await sut.set('a', { n: 1 });
    await sut.set('b', { n: 2 });
    await sut.remove('a');
    await sut.clear();
    expect(broadcasts).toEqual([
      ['things', 'a'],
      ['things', null],
    ]);
    await sut.set('c', { n: 3 });
    sut.forgetLocally('c');
    expect(broadcasts).toHaveLength(2);
    expect(sut.info().cacheSize).toBe(0);
  });

  describe('with the aux tier', () => {
    it('finds what another instance stored, counted as hitCountAux, then hits RAM', async () => {
      const { sut, make } = setUp({ aux: true });
      const other = make();
      await other.set('a', { n: 7 });
      expect(await sut.get('a')).toEqual({ n: 7 });
      expect(await sut.get('a')).toEqual({ n: 7 });
      expect(sut.info()).toMatchObject({ hitCountAux: 1, hitCountRam: 1, missCountNotFound: 0 });
    });

    it('keeps the aux expiry when it copies an entry into RAM', async () => {
      const { sut, make, advance } = setUp({ aux: true });
      await make().set('a', { n: 7 });
      advance(50_000);
      expect(await sut.get('a')).toEqual({ n: 7 });
      advance(10_000);
      expect(await sut.get('a')).toBeUndefined();
      expect(sut.info()).toMatchObject({ hitCountAux: 1, missCountExpired: 1 });
    });

    it('removes from the shared tier, so no instance finds it there again', async () => {
      const { sut, make, aux } = setUp({ aux: true });
      const other = make();
      await sut.set('a', { n: 1 });
      await other.remove('a');
      expect(aux.rows.size).toBe(0);
      sut.forgetLocally('a'); // what the broadcast does on this instance
      expect(await sut.get('a')).toBeUndefined();
      expect(sut.info().missCountNotFound).toBe(1);
    });

    it('goes on in RAM with status ERROR while the aux tier fails', async () => {
      const { sut, aux } = setUp({ aux: true });
      aux.failing = true;
      expect(await sut.getOrLoad('a', async () => ({ n: 1 }))).toEqual({ n: 1 });
      expect(await sut.get('a')).toEqual({ n: 1 });
      expect(sut.info()).toMatchObject({ cacheStatus: 'ERROR', hitCountRam: 1 });
      aux.failing = false;
      await sut.getOrLoad('b', async () => ({ n: 2 }));
      expect(sut.info().cacheStatus).toBe('ALIVE');
    });

    it('lists keys of both tiers without values', async () => {
      const { sut } = setUp({ aux: true });
      await sut.set('a', { n: 1 });
      const keys = await sut.keys();
      expect(keys.map(({ key, tier, bytes }) => ({ key, tier, bytes }))).toEqual([
        { key: 'a', tier: 'RAM', bytes: 8 },
        { key: 'a', tier: 'AUX', bytes: 8 },
      ]);
      expect(JSON.stringify(keys)).not.toContain('"n"');
    });
  });
});

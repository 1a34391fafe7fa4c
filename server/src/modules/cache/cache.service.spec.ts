import { beforeEach, describe, expect, it } from 'vitest';
import { TABLES_REGION } from '@server/common/read-reuse/table-versions';
import { EventBusService, type PortalEvent } from '@server/common/events/event-bus.service';
import { MetricsService } from '@server/modules/metrics/metrics.service';
import { refusalOf } from '@server/testing/refusal';
import { fake, serviceOver } from '@server/testing/service-over';
import { CacheAuxRepository } from './cache-aux.repository';
import { CacheErrorCode } from './cache.exceptions';
import { CacheService } from './cache.service';

/**
 * Which regions an event empties on this instance (decision 0008, 0049): a table's change the
 * regions that declared it, another instance's removal its region and key, a reconnect every
 * RAM tier; and the regions' own rules. The RAM tier itself is CacheRegion's spec; the
 * LISTEN/NOTIFY delivery the cache e2e suite's.
 */

const OPTIONS = { ttlSeconds: 60, maxEntries: 10, aux: false };

let deliver: (event: PortalEvent) => void;
let published: PortalEvent[];
let cache: CacheService;

beforeEach(async () => {
  published = [];
  cache = await serviceOver(
    CacheService,
    fake(EventBusService, {
      subscribe: (listener: (event: PortalEvent) => void) => {
        deliver = listener;
        return () => undefined;
      },
      publish: async (event: PortalEvent) => void published.push(event),
    }),
    fake(CacheAuxRepository, { deleteAll: async () => undefined }),
    fake(MetricsService, { counter: () => undefined }),
  );
});

/** Regions `a` and `b` holding key `k`, `a` read from table `pdas`. */
async function twoRegions() {
  const a = cache.region<string>('a', { ...OPTIONS, sources: ['pdas'] });
  const b = cache.region<string>('b', OPTIONS);
  await a.set('k', 'A');
  await b.set('k', 'B');
  await b.set('j', 'B2');
  return { a, b };
}

describe('what an event empties', () => {
  it('a table’s change: the regions read from it, and no other', async () => {
    const { a, b } = await twoRegions();
    deliver({ kind: 'CACHE', region: TABLES_REGION, key: 'pdas' });
    expect(await a.get('k')).toBeUndefined();
    expect(await b.get('k')).toBe('B');
  });

  it('another instance’s removal: that key of that region', async () => {
    const { a, b } = await twoRegions();
    deliver({ kind: 'CACHE', region: 'b', key: 'k' });
    expect([await a.get('k'), await b.get('k'), await b.get('j')]).toEqual(['A', undefined, 'B2']);
  });

  it('a reconnect, or a dispose anywhere: every region', async () => {
    let { a, b } = await twoRegions();
    deliver({ kind: 'RESYNC' } as PortalEvent);
    expect([await a.get('k'), await b.get('j')]).toEqual([undefined, undefined]);
    ({ a, b } = await twoRegions());
    deliver({ kind: 'CACHE', region: '*', key: null });
    expect([await a.get('k'), await b.get('j')]).toEqual([undefined, undefined]);
  });
});

describe('regions', () => {
  it('are one per name, need their options, and take no table sources with the shared tier', () => {
    expect(cache.region('a', OPTIONS)).toBe(cache.region('a', { ...OPTIONS, ttlSeconds: 5 }));
    expect(() => cache.region('nameless', {} as never)).toThrow(/needs options/);
    expect(() => cache.region('shared', { ...OPTIONS, aux: true, sources: ['pdas'] })).toThrow(
      /sources are for regions without the aux tier/,
    );
  });

  it('dispose empties every region here and tells every instance', async () => {
    const { a } = await twoRegions();
    await cache.disposeAll();
    expect(await a.get('k')).toBeUndefined();
    expect(published).toEqual([{ kind: 'CACHE', region: '*', key: null }]);
    expect(await refusalOf(cache.removeRegion('nowhere'))).toBe(
      `${CacheErrorCode.RegionNotFound}: Unknown cache region "nowhere"; known: a, b`,
    );
  });
});

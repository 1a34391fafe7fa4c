import type { CacheRegionOptions } from './cache-region';

/**
 * The regions the app uses, with their sizes and lifetimes (docs/decisions/0008-cache.md).
 * A module asks CacheService.region(name) and gets these options; one table, so the cache
 * screen and the decision note can be read against it.
 */
export const CACHE_REGIONS = {
  /** The capability catalogue (private/capabilities): one key; changed by maintenance. */
  capabilities: { ttlSeconds: 3600, maxEntries: 4, aux: true },
  /**
   * The PDA types with their fields (every PDA read shows its type): one key; the app never
   * writes them (seed and migrations do), so only a dispose or a resync empties it.
   */
  'pda-types': { ttlSeconds: 3600, maxEntries: 1, aux: false },
  /** Client sites visible to a set of scopes (every tree read of a scoped user). */
  'tree-clients': { ttlSeconds: 600, maxEntries: 500, aux: false },
  /** Exam form layouts per exam type (sections, groups, fields): the seed's 24 h cache. */
  'exam-sections': { ttlSeconds: 86_400, maxEntries: 50, aux: true },
} as const satisfies Record<string, CacheRegionOptions>;

export type CacheRegionName = keyof typeof CACHE_REGIONS;

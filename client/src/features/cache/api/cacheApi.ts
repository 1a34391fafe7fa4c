import { enhancedApi } from '@client/api/generated/cache';

/**
 * cache/remove and cache/dispose change state although they are GETs, so they are generated as
 * queries that provide 'cache': a DIRTY refetch would empty the caches again. They provide
 * nothing here; useCacheActions refetches the statistics after they succeed.
 */
export const cacheApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    removeCacheRegion: { providesTags: [] },
    disposeCaches: { providesTags: [] },
  },
});

export const {
  useListCacheRegionsQuery,
  useLazyRemoveCacheRegionQuery,
  useLazyDisposeCachesQuery,
} = cacheApi;

export type { CacheRegionDto } from '@client/api/generated/cache';

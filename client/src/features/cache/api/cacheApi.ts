import { enhancedApi, type CacheRegionDto } from '@client/api/generated/cache';

/** The header naming the instance whose RAM tier the statistics describe. */
const INSTANCE_HEADER = 'X-Portal-Instance';

/** cache/info's regions and the instance that answered (null: an older server said none). */
export interface InstanceCacheRegions {
  regions: CacheRegionDto[];
  instance: string | null;
}

/**
 * cache/remove and cache/dispose change state although they are GETs, so they are generated as
 * queries that provide 'cache': a DIRTY refetch would empty the caches again. They provide
 * nothing here; useCacheActions refetches the statistics after they succeed. The screen reads
 * cache/info with its X-Portal-Instance header: each instance has its own RAM tier, and behind
 * a load balancer consecutive polls may reach different instances.
 */
export const cacheApi = enhancedApi
  .enhanceEndpoints({
    endpoints: {
      removeCacheRegion: { providesTags: [] },
      disposeCaches: { providesTags: [] },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listCacheRegionsOfInstance: build.query<InstanceCacheRegions, void>({
        query: () => ({ url: '/cache/info' }),
        transformResponse: (regions: CacheRegionDto[], meta) => ({
          regions,
          instance: meta?.response?.headers.get(INSTANCE_HEADER) ?? null,
        }),
        providesTags: ['cache'],
      }),
    }),
  });

export const {
  useListCacheRegionsOfInstanceQuery,
  useLazyRemoveCacheRegionQuery,
  useLazyDisposeCachesQuery,
} = cacheApi;

export type { CacheRegionDto };

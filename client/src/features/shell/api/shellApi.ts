// The generated endpoints and types this feature uses: its code reaches the API through
// this file only, so a cache tag or a renamed endpoint changes in one place.
export { useSpotlightQuery } from '@client/api/generated/search';
export type { SearchResultDto } from '@client/api/generated/search';
export { useListNavLinksQuery } from '@client/api/generated/shell';
export type { NavLinkDto } from '@client/api/generated/shell';
export { useGetEnvQuery } from '@client/api/generated/public';
export type { EnvDto } from '@client/api/generated/public';

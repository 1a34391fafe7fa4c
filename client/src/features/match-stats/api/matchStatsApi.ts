// The generated endpoints and types this feature uses: its code reaches the API through
// this file only, so a cache tag or a renamed endpoint changes in one place.
export {
  enhancedApi as matchApi,
  useGetNodeMatchStatsQuery,
  useGetTreeRulesQuery,
  useGetTreeSwimmersQuery,
} from '@client/api/generated/match';
export type { NodeMatchStatDto, TreeRuleDto, TreeSwimmerDto } from '@client/api/generated/match';
export { useGetMyClientsQuery, useListLevelsQuery } from '@client/api/generated/tree';
export type { TreeLevelDto } from '@client/api/generated/tree';

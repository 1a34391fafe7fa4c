// The generated endpoints and types this feature uses: its code reaches the API through
// this file only, so a cache tag or a renamed endpoint changes in one place.
export { enhancedApi as publicApi, useGetNowQuery } from '@client/api/generated/public';
export { useListRpcSessionsQuery } from '@client/api/generated/realtime';
export type { RpcSessionDto } from '@client/api/generated/realtime';
export { useGetUiVersionsQuery } from '@client/api/generated/shell';
export {
  useEndSessionMutation,
  useListMySessionsQuery,
  type SessionDto,
} from '@client/api/generated/sessions';

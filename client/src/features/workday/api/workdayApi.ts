// The generated endpoints and types this feature uses: its code reaches the API through
// this file only, so a cache tag or a renamed endpoint changes in one place.
export {
  enhancedApi as workdayApi,
  useCreateWorkdayEndpointMutation,
  useDeleteWorkdayEndpointMutation,
  useGetWorkdayCandidatePersonQuery,
  useGetWorkdayCandidateQuery,
  useListWorkdayCandidatesByEmailQuery,
  useListWorkdayEndpointsQuery,
  useListWorkdayReferencesQuery,
  useSearchWorkdayWorkersQuery,
  useSetWorkdayBackgroundCheckMutation,
  useSyncWorkdayCandidateMutation,
  useUpdateWorkdayEndpointMutation,
} from '@client/api/generated/workday';
export type {
  WorkdayBackgroundCheckDto,
  WorkdayCandidateDto,
  WorkdayEndpointDto,
} from '@client/api/generated/workday';

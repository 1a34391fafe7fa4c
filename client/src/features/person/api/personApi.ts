// The generated endpoints and types this feature uses: its code reaches the API through
// this file only, so a cache tag or a renamed endpoint changes in one place.
export {
  useDeletePersonMetaMutation,
  useGetPersonIdsQuery,
  useGetPersonQuery,
  useSetPersonMetaMutation,
} from '@client/api/generated/people';
export type { PersonDto, PersonMetaDto } from '@client/api/generated/people';
export {
  useGetPersonApplicationsQuery,
  useListPersonWorkdayPreHiresQuery,
  useListPersonWorkdaySelfSchedulesQuery,
  useListPersonWorkdayWorkersQuery,
} from '@client/api/generated/workday';
export type {
  PersonApplicationsDto,
  WorkdayCandidateDto,
  WorkdayJobApplicationDto,
} from '@client/api/generated/workday';
export { useListPersonExamsQuery, type PersonExamDto } from '@client/api/generated/exams';
export { useGetPersonFittingJobsQuery, type PersonJobsDto } from '@client/api/generated/match';

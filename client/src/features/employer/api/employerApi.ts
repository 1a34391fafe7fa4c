// The generated endpoints and types this feature uses: its code reaches the API through
// this file only, so a cache tag or a renamed endpoint changes in one place.
export {
  useListEmployerClientsQuery,
  useListEmployerJobPeopleQuery,
  useListEmployerJobsQuery,
} from '@client/api/generated/employer';
export type {
  EmployerJobDto,
  EmployerJobPeopleDto,
  EmployerPersonDto,
} from '@client/api/generated/employer';

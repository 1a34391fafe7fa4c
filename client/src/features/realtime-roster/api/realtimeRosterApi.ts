// The generated endpoints and types this feature uses: its code reaches the API through
// this file only, so a cache tag or a renamed endpoint changes in one place.
export { useGetRosterQuery } from '@client/api/generated/roster';
export type {
  RosterDto,
  RosterEntryDto,
  RosterExamDto,
  RosterLocationDto,
} from '@client/api/generated/roster';

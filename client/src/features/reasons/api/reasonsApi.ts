// The generated endpoints and types this feature uses: its code reaches the API through
// this file only, so a cache tag or a renamed endpoint changes in one place.
export { useGetReasonsByPersonQuery } from '@client/api/generated/match';
export type { PersonPdaDto, ReasonsDto } from '@client/api/generated/match';

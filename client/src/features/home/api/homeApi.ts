// The generated endpoints and types this feature uses: its code reaches the API through
// this file only, so a cache tag or a renamed endpoint changes in one place.
export { useListChangeLogQuery } from '@client/api/generated/shell';

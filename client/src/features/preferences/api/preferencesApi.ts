import { enhancedApi } from '@client/api/generated/users';

/**
 * A person's saved settings (private/users/{id}/preferences/{key}). Saving is optimistic: the
 * cached value changes at once, goes back if the server refuses, and takes the server's answer
 * when it accepts. The generated endpoints tag everything 'users'; a preference provides and
 * invalidates nothing here, so saving a column width does not refetch the users list.
 */
export const preferencesApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    getPreference: { providesTags: [] },
    listPreferences: { providesTags: [] },
    savePreference: {
      invalidatesTags: [],
      async onQueryStarted({ id, key, savePreferenceDto }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          enhancedApi.util.updateQueryData('getPreference', { id, key }, () => ({
            key,
            value: savePreferenceDto.value,
          })),
        );
        try {
          const { data } = await queryFulfilled;
          await dispatch(enhancedApi.util.upsertQueryData('getPreference', { id, key }, data));
        } catch {
          patch.undo();
        }
      },
    },
  },
});

export const { useGetPreferenceQuery, useSavePreferenceMutation } = preferencesApi;

import { enhancedApi } from '@client/api/generated/users';

/**
 * Enable/disable and invite are state-changing GETs in the catalogue, so they are generated as
 * queries that provide 'users'; creating a user would then re-run the last invitation. They
 * provide nothing here, and useUserActions invalidates the list after they succeed.
 */
export const usersApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    setUserEnabled: { providesTags: [] },
    inviteUser: { providesTags: [] },
  },
});

export const {
  useListUsersQuery,
  useListSecurityGroupsQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useLazySetUserEnabledQuery,
  useLazyInviteUserQuery,
} = usersApi;

export type { SaveUserDto, SecurityGroupDto, UserDto } from '@client/api/generated/users';

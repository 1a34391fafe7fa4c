import { enhancedApi } from '@client/api/generated/auth';

/**
 * The generated auth endpoints all provide the tag 'auth' and logout invalidates it, which would
 * re-run one-shot calls: a sign-in proof, a renewal, a reset, a forgotten-password mail. None of
 * them is cached data, so they provide nothing; logout invalidates nothing (the session hooks
 * reset the cache on the next sign-in). public/me keeps its tag.
 */
export const authApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    requestCredentialsV2: { providesTags: [] },
    authorizeV2: { providesTags: [] },
    renewToken: { providesTags: [] },
    checkSso: { providesTags: [] },
    registerWithoutPasswordV2: { providesTags: [] },
    lookupUserByToken: { providesTags: [] },
    resetPassword: { providesTags: [] },
    forgotPassword: { providesTags: [] },
    logout: { invalidatesTags: [] },
  },
});

export const {
  useLazyRequestCredentialsV2Query,
  useLazyAuthorizeV2Query,
  useLazyRenewTokenQuery,
  useLazyCheckSsoQuery,
  useMeQuery,
  useLazyMeQuery,
  useLogoutMutation,
  useLookupUserByTokenQuery,
  useLazyRegisterWithoutPasswordV2Query,
  useLazyResetPasswordQuery,
  useLazyForgotPasswordQuery,
} = authApi;

export type { LoginResultDto, UserDto } from '@client/api/generated/auth';

import { enhancedApi as generatedMatchApi } from '@client/api/generated/match';

export type { WhatIfDto, WhatIfDemandVerdictDto } from '@client/api/generated/match';

/** The what-if writes nothing, so it refreshes nothing (the generated POST would). */
export const whatIfApi = generatedMatchApi.enhanceEndpoints({
  endpoints: { postWhatIf: { invalidatesTags: [] } },
});

export const { usePostWhatIfMutation } = whatIfApi;

import { enhancedApi as generatedPdaApi } from '@client/api/generated/pda';

export type {
  CapabilityDto,
  PdaDemandDto,
  PdaDto,
  PdaElementDto,
  PdaFieldDto,
  PdaObjectDto,
  PdaSumDto,
  PdaToolDto,
  PdaTypeFieldDto,
} from '@client/api/generated/pda';

/**
 * The PDA screen's endpoints. A status shows in the node's PDA list (red, green check): a new
 * status refreshes the node too ('tree' is the organisation tree's tag).
 */
export const pdaApi = generatedPdaApi.enhanceEndpoints({
  addTagTypes: ['tree'],
  endpoints: {
    setPdaStatus: { invalidatesTags: ['pda', 'tree'] },
    // The node's PDA links show the name too.
    setPdaDescription: { invalidatesTags: ['pda', 'tree'] },
  },
});

export const {
  useGetPdaQuery,
  useSetPdaFieldMutation,
  useSetPdaDemandMutation,
  useSetPdaStatusMutation,
  useSetPdaDescriptionMutation,
  useGetAggregatePdaQuery,
  useGetPdaSumByNodeQuery,
  useGetPdaSumByPdaQuery,
  useListCapabilitiesQuery,
  useAddPdaRowMutation,
  useDeletePdaRowMutation,
  useSetPdaRowCellMutation,
} = pdaApi;

export type Exertion = { reps?: number; kg?: number; side?: string };
export const EXERTIONS = ['lift', 'push', 'pull', 'pinch', 'grip', 'finger'] as const;

export function exertionsOf(object: {
  exertions: object;
}): Partial<Record<(typeof EXERTIONS)[number], Exertion>> {
  return object.exertions as Partial<Record<(typeof EXERTIONS)[number], Exertion>>;
}
export { useLazyGetPdaFieldQuery } from '@client/api/generated/pda';
export type { SubjectiveValueDto } from '@client/api/generated/pda';

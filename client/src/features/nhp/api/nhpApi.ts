import { enhancedApi } from '@client/api/generated/nhp';

/**
 * The catalogue's Confirm and Unconfirm are GETs, generated as queries that provide 'nhp': a
 * DIRTY refetch would confirm again. They provide nothing here; the class screen refetches its
 * reads after they succeed (and DIRTY nhp-placement refreshes every other browser).
 */
export const nhpApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    confirmNhpPlacement: { providesTags: [] },
    unconfirmNhpPlacement: { providesTags: [] },
  },
});

export const {
  useGetNhpClassQuery,
  useListNhpClassesQuery,
  useCreateNhpClassMutation,
  useDeleteNhpClassMutation,
  useEmailNhpClassMutation,
  useFinalizeNhpClassMutation,
  useUnfinalizeNhpClassMutation,
  useFinalizeNhpKanbansMutation,
  useUnfinalizeNhpKanbansMutation,
  useGetNhpKanbanTreeQuery,
  useListNhpKanbansQuery,
  useSetNhpKanbanQtyMutation,
  useIsNhpPlacementMatchQuery,
  usePlaceSwimmerMutation,
  useAutoPlaceNhpClassMutation,
  useDeferNhpPlacementMutation,
  useRejectNhpPlacementMutation,
  useLazyConfirmNhpPlacementQuery,
  useLazyUnconfirmNhpPlacementQuery,
  useListNhpPoolsQuery,
  useListNhpSwimmersQuery,
  useSearchSwimmersQuery,
} = nhpApi;

export type {
  KanbanTreeNodeDto,
  NhpClassDetailDto,
  NhpClassDto,
  NhpKanbanDto,
  NhpPlacementDto,
  NhpPoolDto,
  NhpSwimmerDto,
} from '@client/api/generated/nhp';

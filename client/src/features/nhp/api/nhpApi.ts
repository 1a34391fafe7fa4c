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
    rejectNhpPlacement: { onQueryStarted: emptySlotAtOnce },
    deferNhpPlacement: { onQueryStarted: emptySlotAtOnce },
  },
});

/**
 * Reject and Defer empty a slot. Emptied in the cached kanbans as the request starts, the
 * slot's badge and why go at once, before the write's 'nhp' invalidation reads the class's
 * fit again. A failed write restores the slot.
 */
async function emptySlotAtOnce(
  arg: { id: string; placementId: string },
  api: {
    dispatch: (action: unknown) => unknown;
    queryFulfilled: Promise<unknown>;
  },
) {
  const patch = api.dispatch(
    enhancedApi.util.updateQueryData('listNhpKanbans', { id: arg.id }, (kanbans) => {
      for (const kanban of kanbans)
        for (const slot of kanban.collNHPPlacements)
          if (slot.placementUuid === arg.placementId) {
            slot.personUuid = null;
            slot.aPerson = null;
            slot.why = null;
          }
    }),
  ) as { undo: () => void };
  try {
    await api.queryFulfilled;
  } catch {
    patch.undo();
  }
}

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
  useGetNhpClassFitQuery,
  useGetNhpMemberFitQuery,
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
  PersonFitDto,
  PlacementFitDto,
} from '@client/api/generated/nhp';

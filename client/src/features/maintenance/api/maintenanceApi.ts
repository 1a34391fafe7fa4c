import { enhancedApi } from '@client/api/generated/maintenance';
import { enhancedApi as pdaApi } from '@client/api/generated/pda';

/**
 * A switch flips at once (optimistic) and flips back if the server refuses. Success refetches
 * the PDA catalogue, which carries isSummary; the server's DIRTY (capability) does the same
 * for every other tab, this list included.
 */
export const maintenanceApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    setCapabilitySummary: {
      invalidatesTags: [],
      async onQueryStarted({ id, x }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          enhancedApi.util.updateQueryData('listMaintenanceCapabilities', undefined, (list) => {
            const capability = list.find((c) => c.capabilityUuid === id);
            if (capability) capability.isSummary = x === 'true';
          }),
        );
        try {
          await queryFulfilled;
          dispatch(pdaApi.util.invalidateTags(['pda']));
        } catch {
          patch.undo();
        }
      },
    },
  },
});

export const { useListMaintenanceCapabilitiesQuery, useSetCapabilitySummaryMutation } =
  maintenanceApi;

export type { MaintenanceCapabilityDto } from '@client/api/generated/maintenance';

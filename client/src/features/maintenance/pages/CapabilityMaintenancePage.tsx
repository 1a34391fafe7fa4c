import { hasPermission, Permission } from '@domain/access';
import { Box, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { QueryFailure } from '@client/components/QueryFailure';
import { queryErrorMessage } from '@client/api/describeQueryError';
import { NoAccess } from '@client/components/NoAccess';
import { NoticeSnackbar } from '@client/components/NoticeSnackbar';
import { httpStatusOf, useSession } from '@client/features/auth';
import {
  useListMaintenanceCapabilitiesQuery,
  useSetCapabilitySummaryMutation,
  type MaintenanceCapabilityDto,
} from '../api/maintenanceApi';
import { CapabilitiesGrid } from '../components/CapabilitiesGrid';
import { usePageTitle } from '@client/hooks/usePageTitle';

const TITLE = 'Capability maintenance';

function CapabilityMaintenance() {
  const capabilities = useListMaintenanceCapabilitiesQuery();
  const [setSummary] = useSetCapabilitySummaryMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const toggleSummary = useCallback(
    async (capability: MaintenanceCapabilityDto, isSummary: boolean) => {
      try {
        await setSummary({
          id: capability.capabilityUuid,
          x: isSummary ? 'true' : 'false',
        }).unwrap();
      } catch (error) {
        setFailure(`Could not change ${capability.code}: ${queryErrorMessage(error)}`);
      }
    },
    [setSummary],
  );

  if (httpStatusOf(capabilities.error) === 403) return <NoAccess title={TITLE} />;

  return (
    <Box component="main" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h4" component="h1">
        {TITLE}
      </Typography>
      {capabilities.isError ? (
        <QueryFailure query={capabilities} what="The capabilities" stale={false} />
      ) : (
        <Box sx={{ height: 'calc(100vh - 160px)' }}>
          <CapabilitiesGrid
            capabilities={capabilities.data ?? []}
            loading={capabilities.isLoading}
            onToggleSummary={toggleSummary}
          />
        </Box>
      )}
      <NoticeSnackbar
        notice={failure === null ? null : { severity: 'error', message: failure }}
        onClose={() => setFailure(null)}
      />
    </Box>
  );
}

/** /maintenance/capabilities: the isSummary flag of each capability, for admins. */
export function CapabilityMaintenancePage() {
  usePageTitle(TITLE);
  const { groups } = useSession();
  if (!hasPermission(groups, Permission.Maintenance)) return <NoAccess title={TITLE} />;
  return <CapabilityMaintenance />;
}

import { hasPermission, Permission } from '@domain/access';
import { POLL_CACHE_INFO_MS } from '@domain/timing';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { Box, Button, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { QueryFailure } from '@client/components/QueryFailure';
import { NoAccess } from '@client/components/NoAccess';
import { NoticeSnackbar } from '@client/components/NoticeSnackbar';
import { httpStatusOf, useSession } from '@client/features/auth';
import { useListCacheRegionsOfInstanceQuery } from '../api/cacheApi';
import { CacheRegionsGrid } from '../components/CacheRegionsGrid';
import { DisposeAllDialog } from '../components/DisposeAllDialog';
import { useCacheActions } from '../hooks/useCacheActions';
import { usePageTitle } from '@client/hooks/usePageTitle';
import { HeaderRow } from '@client/components/HeaderRow';

const TITLE = 'Cache regions';

const timeOf = (epochMs: number | undefined) =>
  epochMs === undefined ? '' : new Date(epochMs).toLocaleTimeString();

function CacheRegions() {
  const regions = useListCacheRegionsOfInstanceQuery(undefined, {
    pollingInterval: POLL_CACHE_INFO_MS,
  });
  const { refetch } = regions;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const actions = useCacheActions(refresh);
  const [confirming, setConfirming] = useState(false);

  if (httpStatusOf(regions.error) === 403) return <NoAccess title={TITLE} />;

  return (
    <Box component="main" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <HeaderRow>
        <Box>
          <Typography variant="h4" component="h1">
            {TITLE}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="cache-refreshed">
            {/* Each instance has its own RAM tier: say whose this is. */}
            {regions.data?.instance
              ? `Statistics of ${regions.data.instance}, refreshed every second`
              : 'This instance’s statistics, refreshed every second'}
            {regions.fulfilledTimeStamp ? ` · last at ${timeOf(regions.fulfilledTimeStamp)}` : ''}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteSweepIcon />}
          disabled={actions.busy || !regions.data?.regions.length}
          onClick={() => setConfirming(true)}
        >
          Dispose all
        </Button>
      </HeaderRow>
      <QueryFailure
        query={regions}
        what="The cache regions"
        staleText={`the statistics from ${timeOf(regions.fulfilledTimeStamp)}`}
        onRetry={refresh}
      />
      {(regions.data || !regions.isError) && (
        <Box sx={{ height: 'calc(100vh - 200px)' }}>
          <CacheRegionsGrid
            regions={regions.data?.regions ?? []}
            loading={regions.isLoading}
            busy={actions.busy}
            onRemove={actions.remove}
          />
        </Box>
      )}
      <DisposeAllDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void actions.disposeAll();
        }}
      />
      <NoticeSnackbar notice={actions.notice} onClose={actions.closeNotice} />
    </Box>
  );
}

/** The seed's /integrations/jcs: cache statistics for admins (the API answers 403 to others). */
export function CachePage() {
  usePageTitle(TITLE);
  const { groups } = useSession();
  if (!hasPermission(groups, Permission.Cache)) return <NoAccess title={TITLE} />;
  return <CacheRegions />;
}

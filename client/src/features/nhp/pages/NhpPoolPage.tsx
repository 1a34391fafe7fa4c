import { hasPermission, Permission } from '@domain/access';
import { POLL_POOLS_MS } from '@domain/timing';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { GroupedDataGrid } from '@client/components/GroupedDataGrid';
import type { GroupHeaderRow } from '@client/components/groupedRows';
import { QueryFailure } from '@client/components/QueryFailure';
import { NoAccess } from '@client/components/NoAccess';
import { NoticeSnackbar, type Notice } from '@client/components/NoticeSnackbar';
import { httpStatusOf, useSession } from '@client/features/auth';
import { useListNhpSwimmersQuery, type NhpSwimmerDto } from '../api/nhpApi';
import { exportPool, fullName } from '../utils/poolExport';
import { usePageTitle } from '@client/hooks/usePageTitle';

const TITLE = 'Pool members';

type PoolRow = NhpSwimmerDto & { appId: string };

const columns: GridColDef<PoolRow>[] = [
  // The grid's row id replaces a leaf's own `id`, so the App ID travels as appId.
  { field: 'appId', headerName: 'App ID', width: 140 },
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 200,
    valueGetter: (_v, row) => fullName(row),
  },
  { field: 'availableDate', headerName: 'Available Date', width: 140 },
  { field: 'phone', headerName: 'Phone', width: 160 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220 },
];

const searchValues = (s: PoolRow) => [
  s.client,
  s.pool,
  s.id,
  s.firstName,
  s.lastName,
  s.availableDate,
  s.phone,
  s.email,
];

function Pools() {
  const swimmers = useListNhpSwimmersQuery(undefined, { pollingInterval: POLL_POOLS_MS });
  const [notice, setNotice] = useState<Notice | null>(null);
  const leaves = useMemo(
    () => (swimmers.data ?? []).map((s) => ({ ...s, appId: s.id ?? '' })),
    [swimmers.data],
  );

  const renderGroup = useCallback(
    (row: GroupHeaderRow) => {
      const members =
        row.level === 1 ? leaves.filter((s) => `${s.client}:${s.pool}` === row.id.slice(6)) : [];
      return (
        <Box
          data-testid="pool-group"
          sx={{ display: 'flex', alignItems: 'center', gap: 2, pl: row.level * 3, width: '100%' }}
        >
          <Typography
            variant={row.level === 0 ? 'subtitle1' : 'subtitle2'}
            sx={{ fontWeight: 600 }}
          >
            {row.label}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              ({row.count})
            </Typography>
          </Typography>
          {row.level === 1 && (
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              aria-label={`Export ${row.label} to Excel`}
              onClick={() =>
                void exportPool(row.label, members).then(
                  (file) => setNotice({ severity: 'success', message: `Saved ${file}.` }),
                  () =>
                    setNotice({ severity: 'error', message: 'The Excel file could not be made.' }),
                )
              }
            >
              Excel
            </Button>
          )}
        </Box>
      );
    },
    [leaves],
  );

  if (httpStatusOf(swimmers.error) === 403) return <NoAccess title={TITLE} />;

  return (
    <Box
      component="main"
      sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2, height: '100%' }}
    >
      <Box>
        <Typography variant="h4" component="h1">
          {TITLE}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          By client and pool, refreshed every {POLL_POOLS_MS / 1000} seconds; Excel exports one pool
        </Typography>
      </Box>
      <QueryFailure
        query={swimmers}
        what="The pool members"
        staleText="the members loaded before"
      />
      {(swimmers.data || !swimmers.isError) && (
        <Box sx={{ height: 640 }}>
          <GroupedDataGrid
            leaves={leaves}
            getLeafId={(s) => s.swimmerUuid}
            outerGroup={(s) => s.client}
            innerGroup={(s) => s.pool}
            searchValues={searchValues}
            columns={columns}
            emptyText="No pool members."
            renderGroup={renderGroup}
            loading={swimmers.isLoading}
          />
        </Box>
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}

/** /nhp-pool: the pool members of every pool the caller sees, grouped by client then pool. */
export function NhpPoolPage() {
  usePageTitle(TITLE);
  const { groups } = useSession();
  if (!hasPermission(groups, Permission.PoolsRead)) return <NoAccess title={TITLE} />;
  return <Pools />;
}

import { hasPermission, Permission } from '@domain/access';
import { SOMETHING_BAD_HAPPENED } from '@domain/messages';
import { isHistoricalClass, NHP_CLASS_STATUS_LABELS } from '@domain/status';
import { POLL_CLASS_LIST_MS } from '@domain/timing';
import { Alert, Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { GridStatusFooter } from '@client/components/GridStatusFooter';
import { QueryFailure } from '@client/components/QueryFailure';
import { NoAccess } from '@client/components/NoAccess';
import { httpStatusOf, useSession } from '@client/features/auth';
import { useListNhpClassesQuery, useListNhpPoolsQuery, type NhpClassDto } from '../api/nhpApi';
import { NewClassForm } from '../components/NewClassForm';
import { classDate } from '../utils/classDate';
import { usePageTitle } from '@client/hooks/usePageTitle';

const columns: GridColDef<NhpClassDto>[] = [
  {
    field: 'description',
    headerName: 'Class',
    flex: 2,
    minWidth: 240,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={`/nhp-class/${row.nhpClassUuid}`}>
        {row.description}
      </Link>
    ),
  },
  { field: 'clientDescription', headerName: 'Client', flex: 1, minWidth: 140 },
  { field: 'poolDescription', headerName: 'Pool', flex: 1, minWidth: 160 },
  {
    field: 'classTimestamp',
    headerName: 'Start date',
    width: 120,
    valueFormatter: (value: string) => classDate(value),
  },
  {
    field: 'nhpClassStatusEnum',
    headerName: 'Status',
    width: 190,
    valueFormatter: (value: NhpClassDto['nhpClassStatusEnum']) => NHP_CLASS_STATUS_LABELS[value],
  },
  { field: 'openings', headerName: 'Openings', type: 'number', width: 100 },
  { field: 'filled', headerName: 'Filled', type: 'number', width: 90 },
  { field: 'confirmed', headerName: 'Confirmed', type: 'number', width: 100 },
];

/** The class list's 500 page (seed 001 section 2). */
function ServerErrorPage({ onRefresh }: { onRefresh: () => void }) {
  return (
    <Paper sx={{ p: 4, textAlign: 'center' }} role="alert">
      <Typography variant="h5" gutterBottom>
        {SOMETHING_BAD_HAPPENED}
      </Typography>
      <Button variant="contained" onClick={onRefresh}>
        Refresh
      </Button>
    </Paper>
  );
}

function ClassList({ historical, title }: { historical: boolean; title: string }) {
  const navigate = useNavigate();
  const classes = useListNhpClassesQuery(undefined, { pollingInterval: POLL_CLASS_LIST_MS });
  const pools = useListNhpPoolsQuery(undefined, { skip: historical });
  const rows = useMemo(
    () =>
      (classes.data ?? []).filter((c) => isHistoricalClass(c.nhpClassStatusEnum) === historical),
    [classes.data, historical],
  );
  const manageable = useMemo(
    () => (pools.data ?? []).filter((p) => p.canManageClasses),
    [pools.data],
  );
  const status = httpStatusOf(classes.error);
  if (status === 403) return <NoAccess title={title} />;

  return (
    <Box component="main" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {historical ? 'Completed classes' : 'Every class that is not completed'}, refreshed every{' '}
          {POLL_CLASS_LIST_MS / 1000} seconds
        </Typography>
      </Box>
      {!historical && manageable.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            New class
          </Typography>
          <NewClassForm
            pools={manageable}
            onCreated={(created) => navigate(`/nhp-class/${created.nhpClassUuid}`)}
          />
        </Paper>
      )}
      {status === 500 && !classes.data ? (
        <ServerErrorPage onRefresh={() => void classes.refetch()} />
      ) : (
        <>
          <QueryFailure query={classes} what="The classes" staleText="the classes loaded before" />
          {(classes.data || !classes.isError) && (
            <Box sx={{ height: 520 }}>
              <DataGrid
                rows={rows}
                columns={columns}
                getRowId={(row) => row.nhpClassUuid}
                loading={classes.isLoading}
                disableRowSelectionOnClick
                slots={{
                  footer: GridStatusFooter,
                  noRowsOverlay: () => (
                    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center' }}>
                      {historical ? 'No completed classes.' : 'No open classes.'}
                    </Stack>
                  ),
                }}
              />
            </Box>
          )}
        </>
      )}
      {!historical && pools.isSuccess && manageable.length === 0 && (
        <Alert severity="info">You may not create classes for any pool.</Alert>
      )}
    </Box>
  );
}

/** /nhp-list: "New/Open NHP Classes", every class that is not FINAL, and the new-class form. */
export function NhpListPage() {
  const { groups } = useSession();
  const title = 'New/Open NHP Classes';
  usePageTitle(title);
  if (!hasPermission(groups, Permission.PoolsRead)) return <NoAccess title={title} />;
  return <ClassList historical={false} title={title} />;
}

/** /historical-nhp-list: "Historical Classes", only FINAL ones. */
export function HistoricalNhpListPage() {
  const { groups } = useSession();
  const title = 'Historical Classes';
  usePageTitle(title);
  if (!hasPermission(groups, Permission.PoolsRead)) return <NoAccess title={title} />;
  return <ClassList historical title={title} />;
}

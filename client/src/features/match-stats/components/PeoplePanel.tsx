import { useGridUrlView } from '@client/hooks/useGridUrlView';
import { Alert, Box, Stack } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useGetTreeSwimmersQuery, type TreeSwimmerDto } from '../api/matchStatsApi';
import { GridSearchToolbar } from '@client/components/GridSearchToolbar';
import { GridStatusFooter } from '@client/components/GridStatusFooter';
import { QueryFailure } from '@client/components/QueryFailure';
import { useGridColumnLayout } from '@client/features/preferences';

/** The client's pool members who match the node (recruiter, staffing, premise:admin). */
export function PeoplePanel({ nodeUuid, clientUuid }: { nodeUuid: string; clientUuid: string }) {
  const people = useGetTreeSwimmersQuery({ id: nodeUuid, x: clientUuid });
  const columns = useMemo<GridColDef<TreeSwimmerDto>[]>(
    () => [
      {
        field: 'lastName',
        headerName: 'Name',
        flex: 1,
        minWidth: 180,
        valueGetter: (_value, row) => `${row.lastName}, ${row.firstName}`,
      },
      { field: 'id', headerName: 'ID', width: 150 },
      { field: 'pools', headerName: 'Pools', flex: 1, minWidth: 160 },
      { field: 'availableDate', headerName: 'Available', width: 120 },
      { field: 'phone', headerName: 'Phone', width: 150 },
      { field: 'email', headerName: 'Email', flex: 1, minWidth: 180 },
    ],
    [],
  );
  const layout = useGridColumnLayout('matchStatsPeople', columns);
  const urlView = useGridUrlView('matchStatsPeople');
  return (
    <Stack spacing={2}>
      <QueryFailure
        query={people}
        what="The matching people"
        staleText="the people loaded before"
      />
      {people.data && people.data.length === 0 ? (
        <Alert severity="info">No pool member matches this node.</Alert>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', height: 380 }}>
          <DataGrid
            {...urlView}
            aria-label="People"
            rows={people.data ?? []}
            columns={layout.columns}
            {...layout.gridProps}
            getRowId={(row) => row.personUuid}
            loading={people.isLoading}
            showToolbar
            disableRowSelectionOnClick
            slots={{ toolbar: GridSearchToolbar, footer: GridStatusFooter }}
          />
        </Box>
      )}
    </Stack>
  );
}

import { Box, Stack } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import type { NodeMatchStatDto } from '../api/matchStatsApi';
import { GridSearchToolbar } from '@client/components/GridSearchToolbar';
import { GridStatusFooter } from '@client/components/GridStatusFooter';
import { useGridColumnLayout } from '@client/features/preferences';
import { percentText } from '../matchStats';

function NoNodes() {
  return (
    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center' }}>
      No node of this client at this level.
    </Stack>
  );
}

/** Per node of the chosen level: m of n pool members match it. A click picks the node. */
export function NodeStatsGrid({
  rows,
  loading,
  selected,
  onSelect,
}: {
  rows: NodeMatchStatDto[];
  loading: boolean;
  selected: string | null;
  onSelect: (nodeUuid: string) => void;
}) {
  const columns = useMemo<GridColDef<NodeMatchStatDto>[]>(
    () => [
      { field: 'description', headerName: 'Node', flex: 1, minWidth: 220 },
      { field: 'm', headerName: 'Matching (m)', type: 'number', width: 130 },
      { field: 'n', headerName: 'Pool members (n)', type: 'number', width: 150 },
      {
        field: 'percent',
        headerName: 'Percent',
        type: 'number',
        width: 110,
        valueFormatter: (value: number) => percentText(value),
      },
    ],
    [],
  );
  const layout = useGridColumnLayout('matchStatsNodes', columns);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: 420 }}>
      <DataGrid
        aria-label="Nodes"
        rows={rows}
        columns={layout.columns}
        {...layout.gridProps}
        getRowId={(row) => row.nodeUuid}
        loading={loading}
        showToolbar
        rowSelectionModel={{ type: 'include', ids: new Set(selected ? [selected] : []) }}
        onRowClick={({ row }) => onSelect(row.nodeUuid)}
        initialState={{ sorting: { sortModel: [{ field: 'percent', sort: 'asc' }] } }}
        slots={{ toolbar: GridSearchToolbar, footer: GridStatusFooter, noRowsOverlay: NoNodes }}
      />
    </Box>
  );
}

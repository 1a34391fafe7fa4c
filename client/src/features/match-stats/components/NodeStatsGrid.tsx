import { useGridUrlView } from '@client/hooks/useGridUrlView';
import { Box, Stack } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import type { NodeMatchStatDto } from '../api/matchStatsApi';
import { GridSearchToolbar } from '@client/components/GridSearchToolbar';
import { GridStatusFooter } from '@client/components/GridStatusFooter';
import { useGridColumnLayout } from '@client/features/preferences';
import { NOT_ANALYSED, percentText } from '../matchStats';

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
        width: 120,
        // A job without a PDA is not 0% but not analysed: no number, and last either way sorted.
        valueGetter: (value: number, row) => (row.analysed ? value : null),
        valueFormatter: (value: number | null) =>
          value === null ? NOT_ANALYSED : percentText(value),
        getSortComparator: (direction) => (a: number | null, b: number | null) => {
          if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
          return direction === 'desc' ? b - a : a - b;
        },
      },
    ],
    [],
  );
  const layout = useGridColumnLayout('matchStatsNodes', columns);
  const urlView = useGridUrlView('matchStatsNodes', {
    sorting: { sortModel: [{ field: 'percent', sort: 'asc' }] },
  });
  return (
    // As tall as the screen allows (a fixed 420 px showed five rows on a 900 px screen).
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: { xs: '75vh', md: 'calc(100vh - 240px)' },
        minHeight: 400,
      }}
    >
      <DataGrid
        {...urlView}
        aria-label="Nodes"
        rows={rows}
        density="compact"
        columns={layout.columns}
        {...layout.gridProps}
        getRowId={(row) => row.nodeUuid}
        loading={loading}
        showToolbar
        rowSelectionModel={{ type: 'include', ids: new Set(selected ? [selected] : []) }}
        onRowClick={({ row }) => onSelect(row.nodeUuid)}
        slots={{ toolbar: GridSearchToolbar, footer: GridStatusFooter, noRowsOverlay: NoNodes }}
      />
    </Box>
  );
}

import { useGridUrlView } from '@client/hooks/useGridUrlView';
import { Box, Stack } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { GridSearchToolbar } from '@client/components/GridSearchToolbar';
import { GridStatusFooter } from '@client/components/GridStatusFooter';
import { useGridColumnLayout } from '@client/features/preferences';
import type { SchedulerRunDto } from '../api/schedulerApi';
import { RunProgress } from './RunProgress';
import { formatWhen } from './when';

function NoRuns() {
  return (
    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center' }}>
      No runs yet. A trigger’s first fire is one interval after it was added.
    </Stack>
  );
}

/** The latest runs, newest first: progress while running, the error of a failed run. */
export function RunsGrid({ runs, loading }: { runs: SchedulerRunDto[]; loading: boolean }) {
  const columns = useMemo<GridColDef<SchedulerRunDto>[]>(
    () => [
      {
        field: 'createdAt',
        headerName: 'Queued',
        width: 180,
        valueFormatter: (value: string) => formatWhen(value),
      },
      { field: 'jobClass', headerName: 'Job', width: 150 },
      {
        field: 'status',
        headerName: 'Progress',
        flex: 1,
        minWidth: 280,
        valueGetter: (_value, row) => `${row.status} ${row.statusMessage}`,
        renderCell: ({ row }) => <RunProgress run={row} />,
      },
      {
        field: 'finishedAt',
        headerName: 'Finished',
        width: 180,
        valueFormatter: (value: string | null) => formatWhen(value),
      },
    ],
    [],
  );
  const layout = useGridColumnLayout('schedulerRuns', columns);
  const urlView = useGridUrlView('schedulerRuns');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 180, maxHeight: 520 }}>
      <DataGrid
        {...urlView}
        rows={runs}
        columns={layout.columns}
        {...layout.gridProps}
        getRowId={(run) => run.quartzJobUuid}
        getRowHeight={() => 'auto'}
        loading={loading}
        showToolbar
        disableRowSelectionOnClick
        slots={{ toolbar: GridSearchToolbar, footer: GridStatusFooter, noRowsOverlay: NoRuns }}
      />
    </Box>
  );
}

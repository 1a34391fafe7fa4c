import { formatSchedulerInterval } from '@domain/scheduler';
import { Box, Button, Chip, Stack } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { GridSearchToolbar } from '@client/components/GridSearchToolbar';
import { GridStatusFooter } from '@client/components/GridStatusFooter';
import { useGridColumnLayout } from '@client/features/preferences';
import type { SchedulerTriggerDto } from '../api/schedulerApi';
import { formatWhen } from './when';
import { VisuallyHidden } from '@client/components/VisuallyHidden';

type TriggersGridProps = {
  triggers: SchedulerTriggerDto[];
  loading: boolean;
  busy: boolean;
  onPause: (trigger: SchedulerTriggerDto) => void;
  onResume: (trigger: SchedulerTriggerDto) => void;
  onDelete: (trigger: SchedulerTriggerDto) => void;
};

function NoTriggers() {
  return (
    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center' }}>
      No triggers. Add one to run a job on a schedule.
    </Stack>
  );
}

/** Every trigger with its interval, state and fires; pause, resume and delete per row. */
export function TriggersGrid({
  triggers,
  loading,
  busy,
  onPause,
  onResume,
  onDelete,
}: TriggersGridProps) {
  const columns = useMemo<GridColDef<SchedulerTriggerDto>[]>(
    () => [
      { field: 'jobClass', headerName: 'Job', flex: 1, minWidth: 140 },
      {
        field: 'intervalSeconds',
        headerName: 'Interval',
        width: 150,
        valueFormatter: (value: number) => formatSchedulerInterval(value),
      },
      {
        field: 'state',
        headerName: 'State',
        width: 110,
        renderCell: ({ value }) => (
          <Chip
            size="small"
            variant="outlined"
            label={value}
            color={value === 'NORMAL' ? 'success' : 'warning'}
          />
        ),
      },
      {
        field: 'nextFireAt',
        headerName: 'Next fire',
        flex: 1,
        minWidth: 170,
        valueFormatter: (value: string) => formatWhen(value),
      },
      {
        field: 'lastFireAt',
        headerName: 'Last fire',
        flex: 1,
        minWidth: 170,
        valueFormatter: (value: string | null) => formatWhen(value),
      },
      {
        field: 'actions',
        headerName: 'Actions',
        renderHeader: () => <VisuallyHidden>Actions</VisuallyHidden>,
        width: 170,
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        renderCell: ({ row }) => (
          <Stack direction="row">
            {row.state === 'NORMAL' ? (
              <Button
                size="small"
                disabled={busy}
                aria-label={`Pause ${row.jobClass} ${formatSchedulerInterval(row.intervalSeconds)}`}
                onClick={() => onPause(row)}
              >
                Pause
              </Button>
            ) : (
              <Button
                size="small"
                disabled={busy}
                aria-label={`Resume ${row.jobClass} ${formatSchedulerInterval(row.intervalSeconds)}`}
                onClick={() => onResume(row)}
              >
                Resume
              </Button>
            )}
            <Button
              size="small"
              color="error"
              disabled={busy}
              aria-label={`Delete ${row.jobClass} ${formatSchedulerInterval(row.intervalSeconds)}`}
              onClick={() => onDelete(row)}
            >
              Delete
            </Button>
          </Stack>
        ),
      },
    ],
    [busy, onPause, onResume, onDelete],
  );
  const layout = useGridColumnLayout('schedulerTriggers', columns);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 180, maxHeight: 420 }}>
      <DataGrid
        rows={triggers}
        columns={layout.columns}
        {...layout.gridProps}
        getRowId={(t) => t.triggerUuid}
        loading={loading}
        showToolbar
        disableRowSelectionOnClick
        initialState={{ sorting: { sortModel: [{ field: 'nextFireAt', sort: 'asc' }] } }}
        slots={{ toolbar: GridSearchToolbar, footer: GridStatusFooter, noRowsOverlay: NoTriggers }}
      />
    </Box>
  );
}

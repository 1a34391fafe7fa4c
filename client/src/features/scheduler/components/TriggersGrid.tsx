import { useGridUrlView } from '@client/hooks/useGridUrlView';
import { formatTriggerSchedule } from '@domain/scheduler';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { GridSearchToolbar } from '@client/components/GridSearchToolbar';
import { GridStatusFooter } from '@client/components/GridStatusFooter';
import { useGridColumnLayout } from '@client/features/preferences';
import type { SchedulerTriggerDto } from '../api/schedulerApi';
import { formatInZone } from './when';
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
        field: 'schedule',
        headerName: 'Schedule',
        flex: 1,
        minWidth: 170,
        valueGetter: (_value, row) => formatTriggerSchedule(row),
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
        headerName: 'Next fires',
        flex: 1,
        minWidth: 200,
        // The next few, in the trigger's zone: a cron expression's times are not evenly spaced.
        renderCell: ({ row }) => (
          <Stack sx={{ py: 0.5 }} data-testid={`next-fires-${row.triggerUuid}`}>
            {row.nextFireTimes.map((iso) => (
              <Typography key={iso} variant="body2">
                {formatInZone(iso, row.timeZone)}
              </Typography>
            ))}
          </Stack>
        ),
      },
      {
        field: 'lastFireAt',
        headerName: 'Last fire',
        flex: 1,
        minWidth: 170,
        valueGetter: (value: string | null, row) => formatInZone(value, row.timeZone),
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
                aria-label={`Pause ${row.jobClass} ${formatTriggerSchedule(row)}`}
                onClick={() => onPause(row)}
              >
                Pause
              </Button>
            ) : (
              <Button
                size="small"
                disabled={busy}
                aria-label={`Resume ${row.jobClass} ${formatTriggerSchedule(row)}`}
                onClick={() => onResume(row)}
              >
                Resume
              </Button>
            )}
            <Button
              size="small"
              color="error"
              disabled={busy}
              aria-label={`Delete ${row.jobClass} ${formatTriggerSchedule(row)}`}
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
  const urlView = useGridUrlView('schedulerTriggers', {
    sorting: { sortModel: [{ field: 'nextFireAt', sort: 'asc' }] },
  });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 180, maxHeight: 420 }}>
      <DataGrid
        {...urlView}
        rows={triggers}
        columns={layout.columns}
        {...layout.gridProps}
        getRowId={(t) => t.triggerUuid}
        getRowHeight={() => 'auto'}
        loading={loading}
        showToolbar
        disableRowSelectionOnClick
        slots={{ toolbar: GridSearchToolbar, footer: GridStatusFooter, noRowsOverlay: NoTriggers }}
      />
    </Box>
  );
}

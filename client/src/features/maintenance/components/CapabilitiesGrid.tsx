import { useGridUrlView } from '@client/hooks/useGridUrlView';
import { Box, Stack, Switch } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { GridSearchToolbar } from '@client/components/GridSearchToolbar';
import { GridStatusFooter } from '@client/components/GridStatusFooter';
import type { MaintenanceCapabilityDto } from '../api/maintenanceApi';

type CapabilitiesGridProps = {
  capabilities: MaintenanceCapabilityDto[];
  loading: boolean;
  onToggleSummary: (capability: MaintenanceCapabilityDto, isSummary: boolean) => void;
};

function NoCapabilities() {
  return (
    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center' }}>
      No capabilities.
    </Stack>
  );
}

/** The capability catalogue with an isSummary switch per row and the quick filter. */
export function CapabilitiesGrid({
  capabilities,
  loading,
  onToggleSummary,
}: CapabilitiesGridProps) {
  const columns = useMemo<GridColDef<MaintenanceCapabilityDto>[]>(
    () => [
      { field: 'code', headerName: 'Code', flex: 1, minWidth: 140 },
      { field: 'description', headerName: 'Description', flex: 2, minWidth: 200 },
      { field: 'type', headerName: 'Type', flex: 1, minWidth: 120 },
      { field: 'units', headerName: 'Units', width: 110 },
      {
        field: 'isSummary',
        headerName: 'Summary',
        type: 'boolean',
        width: 110,
        renderCell: ({ row }) => (
          <Switch
            checked={row.isSummary}
            onChange={(event) => onToggleSummary(row, event.target.checked)}
            slotProps={{ input: { 'aria-label': `Summary: ${row.code}` } }}
          />
        ),
      },
    ],
    [onToggleSummary],
  );

  const urlView = useGridUrlView('capabilities', {
    pagination: { paginationModel: { pageSize: 100 } },
  });
  return (
    <Box sx={{ height: '100%', minHeight: 360 }}>
      <DataGrid
        {...urlView}
        rows={capabilities}
        columns={columns}
        getRowId={(capability) => capability.capabilityUuid}
        loading={loading}
        showToolbar
        disableRowSelectionOnClick
        pageSizeOptions={[25, 50, 100]}
        slots={{
          toolbar: GridSearchToolbar,
          footer: GridStatusFooter,
          noRowsOverlay: NoCapabilities,
        }}
      />
    </Box>
  );
}

import { useGridUrlView } from '@client/hooks/useGridUrlView';
import { formatByteCount } from '@domain/bytes';
import { Box, Button, Chip, Stack } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { GridSearchToolbar } from '@client/components/GridSearchToolbar';
import { GridStatusFooter } from '@client/components/GridStatusFooter';
import { useGridColumnLayout } from '@client/features/preferences';
import type { CacheRegionDto } from '../api/cacheApi';
import { VisuallyHidden } from '@client/components/VisuallyHidden';

type CacheRegionsGridProps = {
  regions: CacheRegionDto[];
  loading: boolean;
  busy: boolean;
  onRemove: (region: string) => void;
};

const count = (
  field: keyof CacheRegionDto,
  headerName: string,
  description: string,
): GridColDef<CacheRegionDto> => ({
  field,
  headerName,
  description: `${description} (${field})`,
  type: 'number',
  flex: 1,
  minWidth: 100,
});

function NoRegions() {
  return (
    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center' }}>
      No cache regions.
    </Stack>
  );
}

/** The seed's "Cache region" fields, one row per region; the column layout is remembered. */
export function CacheRegionsGrid({ regions, loading, busy, onRemove }: CacheRegionsGridProps) {
  const columns = useMemo<GridColDef<CacheRegionDto>[]>(
    () => [
      { field: 'cacheName', headerName: 'Region', flex: 1.4, minWidth: 160 },
      count('cacheSize', 'Entries', 'Entries in this instance’s RAM tier'),
      {
        field: 'cacheStatus',
        headerName: 'Status',
        width: 100,
        renderCell: ({ value }) => (
          <Chip
            size="small"
            label={value}
            color={value === 'ALIVE' ? 'success' : 'error'}
            variant="outlined"
          />
        ),
      },
      count('hitCountRam', 'RAM hits', 'Reads answered by this instance’s RAM tier'),
      count('hitCountAux', 'Aux hits', 'Reads answered by the shared aux table'),
      count('missCountNotFound', 'Not found', 'Misses: the key was in neither tier'),
      count('missCountExpired', 'Expired', 'Misses: the entry had outlived its TTL'),
      {
        ...count('byteCount', 'Size', 'Keys and values in the RAM tier'),
        valueFormatter: (value: number) => formatByteCount(value),
      },
      {
        field: 'actions',
        headerName: 'Actions',
        renderHeader: () => <VisuallyHidden>Actions</VisuallyHidden>,
        width: 110,
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        renderCell: ({ row }) => (
          <Button
            size="small"
            disabled={busy}
            aria-label={`Remove ${row.cacheName}`}
            onClick={() => onRemove(row.cacheName)}
          >
            Remove
          </Button>
        ),
      },
    ],
    [busy, onRemove],
  );
  const layout = useGridColumnLayout('cache', columns);
  const urlView = useGridUrlView('cache', {
    sorting: { sortModel: [{ field: 'cacheName', sort: 'asc' }] },
  });

  return (
    <Box sx={{ height: '100%', minHeight: 320 }}>
      <DataGrid
        {...urlView}
        rows={regions}
        columns={layout.columns}
        {...layout.gridProps}
        getRowId={(region) => region.cacheName}
        loading={loading}
        showToolbar
        disableRowSelectionOnClick
        slots={{ toolbar: GridSearchToolbar, footer: GridStatusFooter, noRowsOverlay: NoRegions }}
      />
    </Box>
  );
}

import { PRODUCT_NAME } from '@domain/rules';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Box, IconButton, Link, Stack, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { scorePdfUrl } from '../../../api/links';
import type { GroupedRow } from '../../../components/groupedRows';
import { useGridColumnLayout } from '../../preferences';
import type { RealtimeRow } from '../utils/rosterRows';
import { ProductBadge, RosterStatusBadge } from './RosterBadges';

type Row = GroupedRow<RealtimeRow>;
/** Seed 000: the exceptions column is there but hidden. */
const HIDDEN_AT_FIRST = { exceptions: false };
const leaf = (row: Row) => (row.kind === 'leaf' ? row : null);

function GroupHeader({ row }: { row: Row }) {
  if (row.kind !== 'group') return null;
  return (
    <Typography
      variant={row.level === 0 ? 'subtitle1' : 'subtitle2'}
      sx={{ pl: row.level * 3, fontWeight: 600 }}
      data-testid={`group-${row.level}`}
    >
      {row.label}{' '}
      <Typography component="span" variant="body2" color="text.secondary">
        ({row.count})
      </Typography>
    </Typography>
  );
}

function NoExams() {
  return (
    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center' }}>
      No exams on this day.
    </Stack>
  );
}

/** Leaves under their client and session-time headers; a header spans the whole row. */
export function RealtimeRosterGrid({ rows, loading }: { rows: Row[]; loading: boolean }) {
  const columns = useMemo<GridColDef<Row>[]>(() => {
    const span = (row: Row) => (row.kind === 'group' ? 8 : undefined);
    return [
      {
        field: 'status',
        headerName: 'Status',
        width: 130,
        colSpan: (_value, row) => span(row),
        renderCell: ({ row }) =>
          row.kind === 'group' ? (
            <GroupHeader row={row} />
          ) : (
            <RosterStatusBadge status={row.status} />
          ),
      },
      {
        field: 'idNumber',
        headerName: 'ID',
        width: 120,
        renderCell: ({ row }) =>
          leaf(row) && (
            <Link component={RouterLink} to={`/person/${leaf(row)!.personUuid}`}>
              {leaf(row)!.idNumber}
            </Link>
          ),
      },
      {
        field: 'pdf',
        headerName: 'PDF',
        width: 60,
        sortable: false,
        renderCell: ({ row }) => {
          const r = leaf(row);
          return (
            r?.examStatusEnum === 'COMPLETE' && (
              <IconButton
                size="small"
                href={scorePdfUrl(r.examUuid, r.personUuid)}
                target="_blank"
                aria-label={`Score sheet of ${r.name}`}
              >
                <PictureAsPdfIcon fontSize="small" />
              </IconButton>
            )
          );
        },
      },
      { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
      { field: 'email', headerName: 'E-mail', flex: 1, minWidth: 200 },
      { field: 'phone', headerName: 'Phone', width: 140 },
      {
        field: 'product',
        headerName: PRODUCT_NAME,
        width: 150,
        sortable: false,
        renderCell: ({ row }) => leaf(row) && <ProductBadge row={leaf(row)!} />,
      },
      { field: 'exceptions', headerName: 'Exceptions', flex: 1, minWidth: 160 },
    ];
  }, []);
  const layout = useGridColumnLayout('realtimeRoster', columns, HIDDEN_AT_FIRST);

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: 'calc(100vh - 240px)',
        minHeight: 320,
      }}
    >
      <DataGrid
        rows={rows}
        columns={layout.columns}
        {...layout.gridProps}
        loading={loading}
        disableRowSelectionOnClick
        disableColumnSorting
        disableColumnFilter
        hideFooter
        getRowClassName={({ row }) => (row.kind === 'group' ? `group-level-${row.level}` : '')}
        slots={{ noRowsOverlay: NoExams }}
        sx={{
          '& .group-level-0': { bgcolor: 'action.selected' },
          '& .group-level-1': { bgcolor: 'action.hover' },
        }}
      />
    </Box>
  );
}

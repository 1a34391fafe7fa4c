import AccessTimeIcon from '@mui/icons-material/AccessTime';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Alert, Box, IconButton, Link, Snackbar, useMediaQuery, type Theme } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { createContext, useContext, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { scorePdfUrl } from '@client/api/links';
import { GroupedDataGrid } from '@client/components/GroupedDataGrid';
import { usePdfDownload } from '@client/hooks/usePdfDownload';
import { useGridColumnLayout } from '@client/features/preferences';
import { useGridUrlView } from '@client/hooks/useGridUrlView';
import {
  examVerdict,
  ROSTER_STATUS_LABELS,
  sessionLabel,
  type RealtimeRow,
} from '../utils/rosterRows';
import { PRODUCT_COLUMN, ProductBadge, RosterStatusBadge } from './RosterBadges';

/** Seed 000: the exceptions column is there but hidden. */
const HIDDEN_AT_FIRST = { exceptions: false };
export const NO_EXAMS = 'No exams on this day.';

type ScorePdf = { generatingFor: string | null; open: (row: RealtimeRow) => void };
const ScorePdfContext = createContext<ScorePdf>({ generatingFor: null, open: () => undefined });

/** A COMPLETE exam's score sheet: a link carrying the session, fetched as the tree's PDFs are. */
function ScorePdfLink({ row }: { row: RealtimeRow }) {
  const { generatingFor, open } = useContext(ScorePdfContext);
  if (row.examStatusEnum !== 'COMPLETE') return null;
  const generating = generatingFor === row.examUuid;
  return (
    <IconButton
      size="small"
      href={scorePdfUrl(row.examUuid, row.personUuid, row.examTypeKind)}
      aria-label={`Score sheet of ${row.name}`}
      aria-busy={generating}
      onClick={(event) => {
        event.preventDefault();
        open(row);
      }}
    >
      {generating ? (
        <AccessTimeIcon fontSize="small" data-testid="pdf-generating" />
      ) : (
        <PictureAsPdfIcon fontSize="small" />
      )}
    </IconButton>
  );
}

/**
 * The ID's link. Seed 000: to an external URL when one exists, otherwise the person's page;
 * the roster carries no external URL, so it is the person's page.
 */
function IdLink({ row }: { row: RealtimeRow }) {
  return (
    <Link component={RouterLink} to={`/person/${encodeURIComponent(row.personUuid)}`}>
      {row.idNumber}
    </Link>
  );
}

const searchValues = (row: RealtimeRow) => [
  ROSTER_STATUS_LABELS[row.status],
  row.idNumber,
  row.name,
  row.email,
  row.phone,
  row.client,
  sessionLabel(row),
];
const leafId = (row: RealtimeRow) => row.examUuid;
const clientOf = (row: RealtimeRow) => row.client;
const sessionOf = (row: RealtimeRow) => sessionLabel(row);

const COLUMNS: GridColDef<RealtimeRow>[] = [
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    valueGetter: (_value, row) => ROSTER_STATUS_LABELS[row.status],
    renderCell: ({ row }) => <RosterStatusBadge status={row.status} />,
  },
  {
    field: 'idNumber',
    headerName: 'ID',
    width: 120,
    renderCell: ({ row }) => <IdLink row={row} />,
  },
  {
    field: 'pdf',
    headerName: 'PDF',
    width: 64,
    filterable: false,
    disableColumnMenu: true,
    renderCell: ({ row }) => <ScorePdfLink row={row} />,
  },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'email', headerName: 'E-mail', flex: 1, minWidth: 200 },
  { field: 'phone', headerName: 'Phone', width: 140 },
  {
    field: 'product',
    // The seed's {product} column: which assessment product the finished exam was, and how it went.
    headerName: PRODUCT_COLUMN,
    width: 160,
    valueGetter: (_value, row) => (row.examStatusEnum === 'COMPLETE' ? examVerdict(row) : null),
    renderCell: ({ row }) => <ProductBadge row={row} />,
  },
  { field: 'exceptions', headerName: 'Exceptions', flex: 1, minWidth: 160 },
];

/** On a phone the name leads: it is what the reader looks for, and the rest scrolls beside it. */
const nameFirst = (columns: GridColDef<RealtimeRow>[]) => [
  ...columns.filter((c) => c.field === 'name'),
  ...columns.filter((c) => c.field !== 'name'),
];

/** A day's exams under their client and session-time headers, searchable, with counts. */
export function RealtimeRosterGrid({ rows, loading }: { rows: RealtimeRow[]; loading: boolean }) {
  const layout = useGridColumnLayout('realtimeRoster', COLUMNS, HIDDEN_AT_FIRST);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const urlView = useGridUrlView<RealtimeRow>('roster');
  const pdf = usePdfDownload();
  const [pdfOf, setPdfOf] = useState<RealtimeRow | null>(null);
  // The same array between renders: the grid re-reads its columns whenever the prop changes.
  const columns = useMemo(
    () => (phone ? nameFirst(layout.columns) : layout.columns),
    [phone, layout.columns],
  );
  const scorePdf: ScorePdf = {
    generatingFor: pdf.generating ? (pdfOf?.examUuid ?? null) : null,
    open: (row) => {
      if (pdf.generating) return;
      setPdfOf(row);
      void pdf.download(
        scorePdfUrl(row.examUuid, row.personUuid, row.examTypeKind),
        `score-${row.idNumber}-${row.examUuid}.pdf`,
      );
    },
  };

  return (
    <ScorePdfContext.Provider value={scorePdf}>
      {pdf.error && (
        <Alert severity="error" onClose={pdf.dismissError}>
          {pdf.error}
        </Alert>
      )}
      <Box sx={{ height: 'calc(100vh - 230px)', minHeight: 360 }}>
        <GroupedDataGrid
          // The grid keeps its column order once drawn: a phone's order needs a grid of its own.
          key={phone ? 'phone' : 'wide'}
          leaves={rows}
          getLeafId={leafId}
          outerGroup={clientOf}
          innerGroup={sessionOf}
          searchValues={searchValues}
          columns={columns}
          {...layout.gridProps}
          {...urlView}
          loading={loading}
          emptyText={NO_EXAMS}
        />
      </Box>
      <Snackbar open={pdf.generating}>
        <Alert severity="info" icon={<AccessTimeIcon />} variant="filled">
          Generating the score sheet of {pdfOf?.name}…
        </Alert>
      </Snackbar>
    </ScorePdfContext.Provider>
  );
}

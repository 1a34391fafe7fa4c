import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { LoadFailureAlert } from '@client/components/LoadFailureAlert';
import { LoadingLine } from '@client/components/LoadingLine';
import {
  useGetExamHistoryQuery,
  useGetNhpClassHistoryQuery,
  useGetPdaHistoryQuery,
  useGetPersonHistoryQuery,
  type HistoryPageDto,
} from '../api/historyApi';
import { HistoryRow } from './HistoryRow';

export type HistoryKind = 'pda' | 'exam' | 'person' | 'class';

const QUERIES = {
  pda: useGetPdaHistoryQuery,
  exam: useGetExamHistoryQuery,
  person: useGetPersonHistoryQuery,
  class: useGetNhpClassHistoryQuery,
} as const;

const ROWS_PER_PAGE = [10, 25, 50];

/**
 * Who changed what and when on one object, newest first, paged (the audit trail, issue 23).
 * Folded by default and read only once opened: most visits do not need it.
 */
export function HistoryPanel({ kind, id }: { kind: HistoryKind; id: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Accordion
      expanded={open}
      onChange={(_, expanded) => setOpen(expanded)}
      // The accordion's own heading is the section's h2 (it would be an h3 under the page's h1).
      slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
      sx={{ mt: 2 }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`history-${id}`}>
        <Typography component="span" variant="h6">
          History
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`history-${id}`}>
        {open && <HistoryList kind={kind} id={id} />}
      </AccordionDetails>
    </Accordion>
  );
}

/** The entries themselves, paged: in a tab of its own or inside HistoryPanel. */
export function HistoryList({ kind, id }: { kind: HistoryKind; id: string }) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(ROWS_PER_PAGE[0]);
  const useHistory = QUERIES[kind];
  const { data, error, isLoading, isFetching, refetch } = useHistory({
    id,
    page: page + 1,
    pageSize,
  });
  if (isLoading) return <LoadingLine text="Loading the history…" />;
  if (error || !data)
    return (
      <LoadFailureAlert
        what="The history"
        error={error}
        stale={false}
        staleText=""
        onRetry={() => void refetch()}
      />
    );
  if (data.total === 0) return <Typography>No changes recorded yet.</Typography>;
  return (
    <Box sx={{ opacity: isFetching ? 0.6 : 1 }}>
      <HistoryTable page={data} />
      <TablePagination
        component="div"
        count={data.total}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={ROWS_PER_PAGE}
        onPageChange={(_, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPage(0);
        }}
      />
    </Box>
  );
}

function HistoryTable({ page }: { page: HistoryPageDto }) {
  return (
    // On a phone each entry stacks its cells (HistoryRow), so the words keep the full width.
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="History">
        <TableHead sx={{ display: { xs: 'none', sm: 'table-header-group' } }}>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Who</TableCell>
            <TableCell>What</TableCell>
            <TableCell>Changes</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {page.entries.map((entry) => (
            <HistoryRow key={entry.auditEntryUuid} entry={entry} />
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

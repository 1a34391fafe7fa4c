import {
  Alert,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { LoadFailureAlert } from '../../../components/LoadFailureAlert';

export type Column<T> = { label: string; cell: (row: T) => ReactNode };

type ListQuery<T> = {
  data?: T[];
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
};

/**
 * A list the HR system answered (workers, candidates by e-mail, reference IDs) as a table, with
 * its loading, failure and empty states.
 */
export function ObjectList<T>({
  title,
  query,
  columns,
  rowKey,
  empty,
}: {
  /** Names the table and the failure: "Workers", "Candidates". */
  title: string;
  query: ListQuery<T>;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  empty: string;
}) {
  if (query.isLoading)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CircularProgress size={20} />
        <Typography>Asking the HR system…</Typography>
      </Stack>
    );
  const rows = query.data;
  return (
    <Stack spacing={1}>
      {query.isError && (
        <LoadFailureAlert
          what={title}
          error={query.error}
          stale={Boolean(rows)}
          staleText="the answer read before"
          onRetry={() => void query.refetch()}
        />
      )}
      {rows && rows.length === 0 && <Alert severity="info">{empty}</Alert>}
      {rows && rows.length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary">
            {rows.length} found{query.isFetching ? ' · refreshing…' : ''}
          </Typography>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.label}>{c.label}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={rowKey(row)}>
                  {columns.map((c) => (
                    <TableCell key={c.label}>{c.cell(row)}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Stack>
  );
}

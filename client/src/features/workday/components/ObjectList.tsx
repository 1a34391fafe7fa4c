import { Alert, Stack, Typography } from '@mui/material';
import { QueryFailure } from '@client/components/QueryFailure';
import { LoadingLine } from '@client/components/LoadingLine';
import { ColumnTable, type Column } from './ColumnTable';

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
  if (query.isLoading) return <LoadingLine text="Asking the HR system…" />;
  const rows = query.data;
  return (
    <Stack spacing={1}>
      <QueryFailure
        query={query}
        what={title}
        stale={Boolean(rows)}
        staleText="the answer read before"
      />
      {rows && rows.length === 0 && <Alert severity="info">{empty}</Alert>}
      {rows && rows.length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary">
            {rows.length} found{query.isFetching ? ' · refreshing…' : ''}
          </Typography>
          <ColumnTable title={title} columns={columns} rows={rows} rowKey={rowKey} />
        </>
      )}
    </Stack>
  );
}

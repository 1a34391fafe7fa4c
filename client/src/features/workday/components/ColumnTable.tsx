import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';

/** A column of a table of HR objects: its header, and what a row shows in it. */
export type Column<T> = { label: string; cell: (row: T) => ReactNode };

/** A small table of HR objects, named (for screen readers and tests) by `title`. */
export function ColumnTable<T>({
  title,
  columns,
  rows,
  rowKey,
}: {
  title: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
}) {
  // A wide table scrolls inside its container on a phone, not the page.
  return (
    <TableContainer>
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
    </TableContainer>
  );
}

import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { FormDialog } from '@client/components/FormDialog';
import type { RowWrites } from '../hooks/useRowWrites';
import { VisuallyHidden } from '@client/components/VisuallyHidden';

/** Edit mode around a table: the refusal of an add or delete, and the add button. */
export function EditableRows({
  writes,
  noun,
  children,
}: {
  writes: RowWrites;
  noun: string;
  children: ReactNode;
}) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {writes.error && (
        <Alert severity="error" onClose={writes.dismissError} sx={{ alignSelf: 'stretch' }}>
          {writes.error}
        </Alert>
      )}
      <Box sx={{ overflowX: 'auto', alignSelf: 'stretch' }}>{children}</Box>
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        disabled={writes.busy}
        onClick={() => void writes.add()}
      >
        Add {noun}
      </Button>
    </Stack>
  );
}

/** A row's delete button, asking first. */
export function DeleteRowButton({
  noun,
  description,
  writes,
  row,
}: {
  noun: string;
  description: string;
  writes: RowWrites;
  row: string;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Delete ${noun} ${description}`}
        disabled={writes.busy}
        onClick={() => setAsking(true)}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
      <FormDialog
        open={asking}
        title={`Delete ${description}?`}
        submitLabel="Delete"
        submitColor="error"
        fullWidth={false}
        onSubmit={() => {
          setAsking(false);
          void writes.remove(row);
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

export type RowColumn<T> = {
  header: string;
  align?: 'right';
  render: (item: T, row: string) => ReactNode;
};

/** An edit-mode table: one row per item with its cells and a delete button, and the add button. */
export function EditableRowTable<T>({
  label,
  noun,
  writes,
  items,
  columns,
}: {
  label: string;
  noun: string;
  writes: RowWrites;
  items: { row: string; description: string; item: T }[];
  columns: RowColumn<T>[];
}) {
  return (
    <EditableRows writes={writes} noun={noun}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align}>
                {column.header}
              </TableCell>
            ))}
            <TableCell>
              <VisuallyHidden>Actions</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map(({ row, description, item }) => (
            <TableRow key={row} aria-label={description}>
              {columns.map((column) => (
                <TableCell key={column.header} align={column.align}>
                  {column.render(item, row)}
                </TableCell>
              ))}
              <TableCell>
                <DeleteRowButton noun={noun} description={description} writes={writes} row={row} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </EditableRows>
  );
}
